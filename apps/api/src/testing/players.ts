import type { ApiInstance } from '../app'
import { SESSION_COOKIE } from '../players/sessions'

/** A signed-in player as tests send it: the cookie, and the CSRF header writes need. */
export type SignedIn = {
  readonly id: string
  readonly cookies: Record<string, string>
  readonly headers: Record<string, string>
}

/** Signs in through the real route; throws with the answer if it fails. */
export async function signIn(app: ApiInstance, email: string, password: string): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/platform/users/sign_in',
    payload: { email, password },
  })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`)
  const body = response.json<{ id: string; csrf_token: string }>()
  return {
    id: body.id,
    cookies: {
      [SESSION_COOKIE]: response.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '',
    },
    headers: { 'x-csrf-token': body.csrf_token },
  }
}
