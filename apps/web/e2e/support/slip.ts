import { betsResponseSchema, type ListedBetResponse } from '@sportsbook/contracts'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** The bet slip panel: the right sidebar on desktop. */
export const slipPanel = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Bet slip' })

/**
 * Opens a page and waits until the network is quiet: by then the page is hydrated, and a click
 * on a price reaches React (a click before that is lost, as it would be for a player).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' })
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

/** Prices move all the time at the tests' feed speed: the slip takes any new price. */
export async function acceptAnyOdds(slip: Locator): Promise<void> {
  await slip.getByRole('combobox', { name: 'When odds change' }).selectOption('any')
}

/** The signed-in player's bets, as the api lists them. */
export async function listedBets(request: APIRequestContext): Promise<ListedBetResponse[]> {
  const response = await request.get('/api/v3/bets?limit=500')
  expect(response.ok()).toBe(true)
  return betsResponseSchema.parse(await response.json()).data
}
