import { expect, type APIRequestContext } from '@playwright/test'

let counter = 0
export const TEST_PASSWORD = 'Correct-Horse-9-Battery'

/**
 * Signs a new player up through the Platform API, confirms the e-mail with the link from the
 * development outbox, and signs in. The request context shares the browser's cookies, so the
 * page is signed in afterwards. Answers the e-mail.
 */
export async function signedInPlayer(request: APIRequestContext): Promise<string> {
  counter += 1
  const email = `e2e-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const password = TEST_PASSWORD
  const signUp = await request.post('/platform/users', {
    data: { email, password, country: 'DK', currency: 'EUR', language: 'en', terms: true },
  })
  expect(signUp.status(), await signUp.text()).toBe(201)
  const mailbox = await (await request.get('/platform/dev/mailbox')).text()
  const at = mailbox.indexOf(email)
  const token = /confirmation_token=([\w-]+)/.exec(mailbox.slice(at))?.[1]
  expect(token, 'confirmation link in the outbox').toBeTruthy()
  const confirmed = await request.get(
    `/platform/users/confirmation?confirmation_token=${token ?? ''}`,
  )
  expect(confirmed.status()).toBe(200)
  const signIn = await request.post('/platform/users/sign_in', { data: { email, password } })
  expect(signIn.status(), await signIn.text()).toBe(200)
  return email
}

/**
 * A signed-in player (see `signedInPlayer`) with `subunits` of EUR deposited through the demo
 * payment provider's quick deposit. Answers the e-mail and password.
 */
export async function fundedPlayer(
  request: APIRequestContext,
  subunits = 100_000,
): Promise<{ email: string; password: string }> {
  const email = await signedInPlayer(request)
  const profile = (await (await request.get('/platform/player')).json()) as { csrf_token: string }
  const deposit = await request.post('/platform/deposits/quick', {
    data: { currency: 'EUR', amount: subunits },
    headers: { 'x-csrf-token': profile.csrf_token },
  })
  expect(deposit.status(), await deposit.text()).toBe(200)
  return { email, password: TEST_PASSWORD }
}
