import { randomUUID } from 'node:crypto'
import type { ApiInstance } from '../app'
import { insertPlayer } from '../players/players-repo'
import { hashPassword } from '../players/secrets'
import { openAccount, postEntry } from '../ledger/ledger'
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

/** A confirmed player with one account holding `balance` subunits, signed in. */
export async function fundedPlayer(
  app: ApiInstance,
  balance: number,
  currency = 'EUR',
): Promise<SignedIn & { readonly accountId: string }> {
  const id = randomUUID()
  const email = `${id}@players.test`
  const password = 'pass word 123'
  await insertPlayer(app.db, {
    id,
    email,
    password_hash: await hashPassword(password),
    country: 'DK',
    currency,
    terms_version: '1',
    confirmed_at: new Date().toISOString(),
  })
  const accountId = await openAccount(app.db, id, currency)
  if (balance > 0)
    await postEntry(app.db, { accountId, amount: balance, kind: 'deposit', reference: 'test' })
  return { ...(await signIn(app, email, password)), accountId }
}

/** Every player has accepted the terms of version `version` (the demo players come without). */
export async function acceptTermsForAll(db: ApiInstance['db'], version = '1'): Promise<void> {
  await db.updateTable('players').set({ terms_version: version }).execute()
}
