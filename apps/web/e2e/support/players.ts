import { expect, type APIRequestContext } from '@playwright/test'
import {
  bonusesResponseSchema,
  marketsResponseSchema,
  matchesResponseSchema,
} from '@sportsbook/contracts'
import { placeSingle } from './bets'
import { textedCode } from './mailbox'

let counter = 0
export const TEST_PASSWORD = 'Correct-Horse-9-Battery'

/**
 * Signs a new player up through the Platform API, confirms the e-mail with the link from the
 * development outbox, and signs in. The request context shares the browser's cookies, so the
 * page is signed in afterwards. Answers the e-mail.
 *
 * The welcome bonus a new player gets pops up once on any page and would cover the journey:
 * it starts seen (as `remindersShown` does for the reminders), unless `bonusesSeen` is false.
 */
export async function signedInPlayer(
  request: APIRequestContext,
  {
    bonusesSeen = true,
    currency = 'EUR',
    phoneVerified = true,
  }: {
    readonly bonusesSeen?: boolean
    readonly currency?: string
    /** The e2e site requires a verified phone before a bet or a deposit: verified unless false. */
    readonly phoneVerified?: boolean
  } = {},
): Promise<string> {
  counter += 1
  const email = `e2e-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const password = TEST_PASSWORD
  const signUp = await request.post('/platform/users', {
    data: { email, password, country: 'DK', currency, language: 'en', terms: true },
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
  // The names the e2e api requires (REQUIRED_PROFILE_FIELDS), so no journey starts blocked.
  const { csrf_token } = (await signIn.json()) as { csrf_token: string }
  const named = await request.patch('/platform/player', {
    data: { first_name: 'Test', last_name: `Player ${String(counter)}` },
    headers: { 'x-csrf-token': csrf_token },
  })
  expect(named.status(), await named.text()).toBe(200)
  if (bonusesSeen) await markBonusesSeen(request, csrf_token)
  if (phoneVerified) await verifyPhone(request, csrf_token)
  return email
}

/** Verifies a new number by the code texted to it (the development outbox). */
async function verifyPhone(request: APIRequestContext, csrfToken: string): Promise<void> {
  const number = `+4530${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
  const headers = { 'x-csrf-token': csrfToken }
  const sent = await request.post('/platform/player/phone', { data: { number }, headers })
  expect(sent.status(), await sent.text()).toBe(200)
  const code = await textedCode(request, number)
  const verified = await request.post('/platform/player/phone/verify', { data: { code }, headers })
  expect(verified.status(), await verified.text()).toBe(200)
}

async function markBonusesSeen(request: APIRequestContext, csrfToken: string): Promise<void> {
  const unseen = bonusesResponseSchema.parse(
    await (await request.get('/api/v2/bonuses?unseen=true&limit=100')).json(),
  ).data
  if (unseen.length === 0) return
  const marked = await request.post('/api/v2/bonuses/mark-as-seen', {
    data: { bonuses: unseen.map(({ id, type }) => ({ id, type })) },
    headers: { 'x-csrf-token': csrfToken },
  })
  expect(marked.status(), await marked.text()).toBe(200)
}

/**
 * A signed-in player (see `signedInPlayer`) with `subunits` of `currency` (EUR by default)
 * deposited through the demo payment provider's quick deposit. Answers the e-mail and password.
 */
export async function fundedPlayer(
  request: APIRequestContext,
  subunits = 100_000,
  currency = 'EUR',
  {
    phoneVerified = true,
    bonusesSeen = true,
  }: { readonly phoneVerified?: boolean; readonly bonusesSeen?: boolean } = {},
): Promise<{ email: string; password: string }> {
  const email = await signedInPlayer(request, { currency, phoneVerified, bonusesSeen })
  const profile = (await (await request.get('/platform/player')).json()) as { csrf_token: string }
  const deposit = await request.post('/platform/deposits/quick', {
    data: { currency, amount: subunits },
    headers: { 'x-csrf-token': profile.csrf_token },
  })
  expect(deposit.status(), await deposit.text()).toBe(200)
  return { email, password: TEST_PASSWORD }
}

/**
 * Stakes `subunits` of `currency` (EUR by default) for the signed-in player of `request` on one
 * open pre-match outcome (comp points, hence status groups, come from what a player staked). A
 * price that moved in between is tried again on the new one.
 */
export async function staked(
  request: APIRequestContext,
  subunits: number,
  currency = 'EUR',
): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [match] = matchesResponseSchema.parse(
      await (await request.get('/api/v2/matches?match_status=0&type=match&limit=1')).json(),
    ).data
    if (!match) throw new Error('no pre-match match to stake on')
    const markets = marketsResponseSchema.parse(
      await (await request.get(`/api/v2/matches/${match.id}/markets`)).json(),
    ).data
    const market = markets.find((m) => m.status === 1 && m.outcomes.some((o) => o.active))
    const outcome = market?.outcomes.find((o) => o.active)
    if (!market || !outcome) continue
    const leg = {
      match_id: match.id,
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.id,
      odds: outcome.odds,
    }
    if (await placeSingle(request, leg, subunits, currency)) return
  }
  throw new Error(`could not stake ${String(subunits)} subunits`)
}
