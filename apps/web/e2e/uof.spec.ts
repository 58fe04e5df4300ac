import { matchesResponseSchema, type Match } from '@sportsbook/contracts'
import { SPORT_DEFINITIONS, matchLengthMs } from '@sportsbook/feed'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { fundedPlayer } from './support/players'
import { routePushConnection } from './support/push-outage'
import { remindersShown } from './support/reminders'
import {
  acceptAnyOdds,
  clearSlip,
  listedBets,
  openPage,
  placeUntilAccepted,
  slipPanel,
} from './support/slip'
import { startUofSite, type UofSite } from './support/uof-site'

// Issue 40, as a player sees it: the simulator publishes as a UOF provider (its own process) →
// Debian's RabbitMQ → an api consuming it (FEED_SOURCE=uof) → push → the browser. Prices move
// on a match page, a bet goes on, the api is killed mid-match and started again (it recovers
// from the timestamp it stored), and the match's bet_settlement settles the bet once.

/** The producer's speed: a match lasts from 15 s (table tennis) to 100 s (cricket). */
const SPEED = 120

let site: UofSite | undefined
test.afterAll(async () => {
  await site?.stop()
})

/**
 * Betradar's live matches with an open main market (their prices move on every play), the one
 * with the most time to run first: it must outlive the api's restart.
 */
async function livePicks(context: BrowserContext, tried: ReadonlySet<string>): Promise<Match[]> {
  const response = await context.request.get('/api/v2/matches?match_status=1&limit=200')
  const live = matchesResponseSchema.parse(await response.json()).data
  const endsAt = (match: Match) => {
    const sport = SPORT_DEFINITIONS.find((definition) => definition.key === match.sport.key)
    return Date.parse(match.start_time) + (sport ? matchLengthMs(sport.model) : 0)
  }
  return live
    .filter((match) => match.provider === 'betradar' && match.main_market?.status === 1)
    .filter((match) => !tried.has(match.id))
    .sort((a, b) => endsAt(b) - endsAt(a))
}

async function pricesOf(page: Page): Promise<string> {
  return (await page.locator('main button[data-outcome]').allTextContents()).join('|')
}

test(
  "a UOF provider's prices, a bet and its settlement reach the browser; a killed api recovers",
  { tag: '@desktop' },
  async ({ browser, baseURL }) => {
    test.setTimeout(420_000)
    site = await startUofSite(SPEED, baseURL ?? '')
    const context = await browser.newContext({ baseURL: site.origin, storageState: remindersShown })
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: site.origin }])
    const push = await routePushConnection(context)
    const page = await context.newPage()
    // Both producers (live, prematch) recovered: their markets are open.
    await site.api().printed(/uof producer up[\s\S]*uof producer up/, 60_000)
    await fundedPlayer(context.request, 10_000, 'EUR', { phoneVerified: false })

    const slip = slipPanel(page)
    const placedHeading = slip.getByRole('heading', { name: 'Bet placed' })
    const tried = new Set<string>()
    // At this speed a live market is stopped for much of its match: the player tries placing
    // on one match for a while, then on the next.
    await expect(async () => {
      if (await placedHeading.isVisible()) return
      await clearSlip(slip)
      const [match] = await livePicks(context, tried)
      if (!match) throw new Error('no live match with time to run yet')
      tried.add(match.id)
      try {
        await openPage(page, `/sports/${match.sport.key}/${match.slug}`)
        // The provider's prices move on the page, pushed.
        const before = await pricesOf(page)
        await expect.poll(() => pricesOf(page), { timeout: 15_000 }).not.toBe(before)
        // Each step bounded: the match may stop its markets (or end) at any moment, and the
        // next match is then the one to try.
        await page
          .locator('main button[data-outcome]:not([disabled])')
          .first()
          .click({ timeout: 10_000 })
        await acceptAnyOdds(slip, 10_000)
        await slip.getByRole('textbox', { name: 'Stake (EUR)' }).fill('10', { timeout: 10_000 })
        await placeUntilAccepted(slip, 30_000)
      } catch (error) {
        // Said in the run's output: when every try fails, the last error alone does not say why.
        const slipSays = (await slip.innerText().catch(() => '')).replace(/\s+/g, ' ')
        console.log(
          `uof journey: no bet on ${match.slug}: ${String(error).split('\n')[0]} | slip: ${slipSays}`,
        )
        throw error
      }
    }).toPass({ timeout: 240_000 })
    const [placed] = await listedBets(context.request)
    expect(placed?.status).toBe('waiting_results')
    await slip.getByRole('button', { name: 'Show my bets' }).click()
    const betCard = slip.locator(`[data-bet="${placed?.id ?? ''}"]`)
    await expect(betCard).toHaveAttribute('data-status', 'waiting_results')

    // Killed mid-match and started again: it asks the producer for what came after the last
    // message it applied, and settles the bet once the match's bet_settlement comes. The page
    // is kept off the push gateway until then; back on it, it has missed the settlement (the
    // new process's channels begin anew) and refetches.
    await push.start()
    await site.restartApi()
    await site.api().printed(/"after":\d+.*uof recovery requested/, 30_000)
    await expect(async () => {
      const [bet] = await listedBets(context.request)
      expect(bet?.status).toBe('done')
    }).toPass({ timeout: 150_000, intervals: [1_000] })
    push.end()
    await expect(betCard).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
    const [settled] = await listedBets(context.request)
    const won = settled?.win_amount?.subunits ?? 0
    // Paid once: €100 deposited, €10 staked, the winnings (if any) once.
    const balance = (10_000 - 1_000 + won) / 100
    await expect(page.locator('header [data-balance]').first()).toContainText(
      `€${balance.toLocaleString('en', { minimumFractionDigits: 2 })}`,
    )
    await context.close()
  },
)
