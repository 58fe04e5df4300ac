import { bonusesResponseSchema, tournamentRatingResponseSchema } from '@sportsbook/contracts'
import { expect, test, type Page } from '@playwright/test'
import { fundedPlayer } from './support/players'
import {
  acceptAnyOdds,
  clearSlip,
  listedBets,
  openPage,
  slipPanel,
  soonestLivePick,
} from './support/slip'

// Issue 39: a hunting tournament from the players' side, against the e2e campaigns' weekend cup
// (promo code CUP, 10 % of each counting stake into a €100.00 pool).

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
})

/** Redeems the cup's code on the promotions page and joins it from its details. */
async function joinCup(page: Page): Promise<void> {
  await openPage(page, '/sports/promotions')
  await page.getByRole('textbox', { name: 'Promo code' }).fill('cup')
  await page.getByRole('button', { name: 'Redeem' }).click()
  const card = page.getByRole('region', { name: 'My bonuses' }).getByRole('article', {
    name: 'Weekend cup',
  })
  await expect(card).toContainText('Pool €')
  await card.getByRole('button', { name: /^Details/ }).click()
  const details = page.getByRole('dialog', { name: 'Weekend cup' })
  await expect(details).toContainText('Place 1: 50 % of the pool')
  await details.getByRole('button', { name: 'Join' }).click()
  await expect(details).toBeHidden()
  await expect(card).toContainText('Active')
}

test(
  "a player's settled bet moves them up the live leaderboard another player is watching",
  { tag: '@desktop' },
  async ({ page, browser, baseURL }) => {
    // The bet goes on the live match that ends soonest; matches end in simulated time.
    test.setTimeout(360_000)
    // The watcher joins first, in a browser of their own, and opens the cup's page.
    const watcherContext = await browser.newContext(baseURL ? { baseURL } : {})
    await watcherContext.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
    const watcher = await watcherContext.newPage()
    await fundedPlayer(watcher.request)
    await joinCup(watcher)
    await openPage(watcher, '/sports/promotions/tournaments/weekend-cup')
    await expect(watcher.getByRole('heading', { level: 1, name: 'Weekend cup' })).toBeVisible()
    const board = watcher.getByRole('table', { name: 'Leaderboard of Weekend cup' })
    const own = board.locator('tr[data-own]')
    await expect(own).toContainText('You')

    // The player joins, and the slip takes the cup by itself (spec §4.8: tournament first).
    await fundedPlayer(page.request)
    await joinCup(page)
    // The soonest match may end (its prices locked for good) before its page opens: a price
    // still locked after 20 s sends the player to the next match. The slip also drops a
    // selection its match decides meanwhile (one CI run's slip was empty by the points check,
    // another's by the time Place bet was pressed): the player then starts again on the next
    // match, until the bet is placed.
    const slip = slipPanel(page)
    const place = slip.getByRole('button', { name: 'Place bet' })
    const placedHeading = slip.getByRole('heading', { name: 'Bet placed' })
    const tried = new Set<string>()
    await expect(async () => {
      if (await placedHeading.isVisible()) return
      await clearSlip(slip)
      const { match, outcomeKey } = await soonestLivePick(page, tried)
      tried.add(match.id)
      await openPage(page, `/sports/${match.sport.key}/${match.slug}`)
      await page
        .locator(`main button[data-outcome="${outcomeKey}"]`)
        .first()
        .click({ timeout: 20_000 })
      await acceptAnyOdds(slip, 5_000)
      await expect(
        slip.getByRole('group', { name: 'Bonus' }).getByRole('radio', { name: /Weekend cup/ }),
      ).toBeChecked()
      await slip.getByRole('textbox', { name: 'Stake (EUR)' }).fill('20', { timeout: 5_000 })
      // What the bet would earn, asked with the stake typed.
      await expect(slip.locator('[data-slip-farming]')).toContainText(/this bet earns \d+ points/)
      await expect(place).toBeEnabled({ timeout: 5_000 })
      await place.click({ timeout: 5_000 })
      await expect(placedHeading).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 240_000 })
    const [placed] = await listedBets(page.request)
    expect(placed?.bonus).toMatchObject({ type: 'tournament' })

    // Settled when its match ends: its points are farmed and 10 % of its stake joins the pool.
    await expect(async () => {
      const [bet] = await listedBets(page.request)
      expect(bet?.status).toBe('done')
    }).toPass({ timeout: 240_000, intervals: [2_000] })
    const mine = bonusesResponseSchema.parse(
      await (await page.request.get('/api/v2/bonuses/tournaments')).json(),
    ).data[0]
    const points = mine?.farming_stats?.points ?? 0
    expect(points).toBeGreaterThan(0)
    const rating = tournamentRatingResponseSchema.parse(
      await (await page.request.get('/api/v2/tournaments/weekend-cup/rating')).json(),
    ).data

    // The watcher's page, never reloaded, shows the new pool and the player above them.
    const pool = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      rating.pool.subunits / 100,
    )
    await expect(watcher.getByText(`Pool ${pool}`)).toBeVisible()
    const first = board.locator('tbody tr').first()
    await expect(first).toContainText(String(points))
    await expect(first).not.toHaveAttribute('data-own')
    await expect(own.locator('td').first()).not.toHaveText('1')
    await watcherContext.close()
  },
)
