import {
  betsResponseSchema,
  matchesResponseSchema,
  type ListedBetResponse,
  type Match,
} from '@sportsbook/contracts'
import { SPORT_DEFINITIONS, matchLengthMs } from '@sportsbook/feed'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { placeSingle } from './bets'

/** The bet slip panel: the right sidebar on desktop. */
export const slipPanel = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Bet slip' })

/**
 * Opens a page and waits until it has hydrated (the mark its providers set on `<html>`) and
 * the network is quiet: a click on a price or a link then reaches React (before that, a link
 * is an ordinary page load). A quiet network alone is no sign of it on a busy machine, where
 * the scripts can still be running.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' })
  await hydrated(page)
}

/** Waits for the mark the page's providers set on `<html>` once it has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Opens the schedule of prematch football (betradar: singles may stand side by side) and
 * clicks the first price of `count` matches whose prices are all open. Answers their ids
 * (each button's outcome key, which is the slip's selection id).
 */
export async function pickPrematch(page: Page, count: number): Promise<string[]> {
  await openPage(page, '/sports/schedule?sport=football')
  const rows = page
    .locator('main li[data-match]')
    .filter({ has: page.locator('button[data-outcome]:not([disabled])') })
  await expect(rows.nth(count - 1)).toBeVisible()
  const ids: string[] = []
  for (let i = 0; i < count; i += 1) {
    const button = rows.nth(i).locator('button[data-outcome]:not([disabled])').first()
    ids.push((await button.getAttribute('data-outcome')) ?? '')
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  }
  return ids
}

/** Removes every selection from the slip, as a player starting over would. */
export async function clearSlip(slip: Locator): Promise<void> {
  // Bounded: the slip may drop a selection by itself (its match decided it) meanwhile.
  for (const remove of await slip.getByRole('button', { name: /^Remove / }).all())
    await remove.click({ timeout: 5_000 })
}

/** Prices move all the time at the tests' feed speed: the slip takes any new price (timeout 0: none). */
export async function acceptAnyOdds(slip: Locator, timeout = 0): Promise<void> {
  await slip.getByRole('radio', { name: 'Accept any odds' }).check({ timeout })
}

/** The signed-in player's bets, as the api lists them. */
export async function listedBets(request: APIRequestContext): Promise<ListedBetResponse[]> {
  const response = await request.get('/api/v3/bets?limit=500')
  expect(response.ok()).toBe(true)
  return betsResponseSchema.parse(await response.json()).data
}

/**
 * The live match that ends soonest with a main-market price of 1.80 to 20 (one a freebet of
 * 1.50–50 may back): matches end in simulated time, so its bets settle within minutes.
 */
export async function soonestLivePick(
  page: Page,
  skip: ReadonlySet<string> = new Set(),
): Promise<{ match: Match; outcomeKey: string }> {
  const response = await page.request.get('/api/v2/matches?match_status=1&limit=200')
  const live = matchesResponseSchema.parse(await response.json()).data
  const endsAt = (match: Match) => {
    const sport = SPORT_DEFINITIONS.find((definition) => definition.key === match.sport.key)
    return Date.parse(match.start_time) + (sport ? matchLengthMs(sport.model) : 0)
  }
  const picks = live
    .filter((match) => match.provider === 'betradar' && match.main_market?.status === 1)
    .filter((match) => !skip.has(match.id))
    .sort((a, b) => endsAt(a) - endsAt(b))
    .flatMap((match) => {
      const market = match.main_market
      const outcome = market?.outcomes.find((o) => o.active && o.odds >= 1.8 && o.odds <= 20)
      return market && outcome
        ? [{ match, outcomeKey: `${match.id}/${market.id}/${market.specifier}/${outcome.id}` }]
        : []
    })
  const [first] = picks
  if (!first) throw new Error('no live price a freebet can back')
  return first
}

/**
 * Places a single of `subunits` EUR on a pick of `soonestLivePick` straight through the api, for
 * a journey that needs one more bet near its match's end. Answers whether it was taken (a live
 * market may be stopped for a moment: the caller tries another time).
 */
export async function placeLiveSingle(
  request: APIRequestContext,
  { match, outcomeKey }: { match: Match; outcomeKey: string },
  subunits = 200,
): Promise<boolean> {
  const market = match.main_market
  const outcome = market?.outcomes.find((o) => outcomeKey.endsWith(`/${o.id}`))
  if (!market || !outcome) return false
  return placeSingle(
    request,
    {
      match_id: match.id,
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.id,
      odds: outcome.odds,
    },
    subunits,
  )
}

/**
 * Places the slip as a player would on a live market: a market stops for a moment before each
 * dangerous play, a refusal then marks the selection, and the player places again once its
 * price is back; what the score has decided (off sale) is cleaned up and the rest sent again.
 */
export async function placeUntilAccepted(slip: Locator, timeout = 90_000): Promise<void> {
  const place = slip.getByRole('button', { name: 'Place bet' })
  const placed = slip.getByRole('heading', { name: /^(Bet placed|\d+ bets placed)$/ })
  await expect(async () => {
    if (await placed.isVisible()) return
    const cleanUp = slip.getByRole('button', { name: 'Remove unavailable selections' })
    if (await cleanUp.isVisible()) await cleanUp.click()
    await expect(place).toBeEnabled({ timeout: 5_000 })
    await place.click()
    await expect(placed).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout })
}

/**
 * Types `stake` into every stake field of the slip. A live selection can leave the slip while
 * this runs (its match decided): the fields are counted again until all that remain hold it.
 */
export async function fillEveryStake(slip: Locator, stake: string): Promise<void> {
  const fields = slip.getByRole('textbox', { name: /^Stake on / })
  await expect(async () => {
    for (const field of await fields.all()) await field.fill(stake, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}
