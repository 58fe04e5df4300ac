import { PUSH_CHANNELS, matchesResponseSchema, type Match } from '@sportsbook/contracts'
import { clockText } from '@sportsbook/domain'
// The feed's own match lengths (a test-only import): which live match ends soonest.
import { SPORT_DEFINITIONS, matchLengthMs } from '@sportsbook/feed'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { moveKickOff } from './support/api-database'

// Issue 22: live lists that stay true — the clock, and matches that finish leave.

async function liveMatches(request: APIRequestContext): Promise<Match[]> {
  const response = await request.get('/api/v2/matches?match_status=1&limit=200')
  expect(response.ok()).toBe(true)
  return matchesResponseSchema.parse(await response.json()).data
}

/** A live match that `wanted` accepts, waiting for the feed to report one. */
async function liveMatchWhere(
  request: APIRequestContext,
  wanted: (match: Match) => boolean,
): Promise<Match> {
  let match: Match | undefined
  await expect(async () => {
    match = (await liveMatches(request)).find(wanted)
    expect(match).toBeDefined()
  }).toPass({ timeout: 60_000 })
  if (!match) throw new Error('no such live match')
  return match
}

/** Whole minutes left of a clock's `mm:ss` remaining time (0 without one). */
function minutesLeft(remaining: string | null | undefined): number {
  return Number(/^(\d+):/.exec(remaining ?? '')?.[1] ?? 0)
}

test('a live row shows the match clock where the match is, not where the last goal was @desktop', async ({
  page,
  request,
}) => {
  // A running clock the feed has reported (the feed sends it every minute of play).
  const match = await liveMatchWhere(
    request,
    (m) =>
      m.sport.key === 'football' &&
      Boolean(m.statistics?.clock?.updated_at) &&
      !m.statistics?.clock?.stopped,
  )
  await page.goto('/sports/live?sport=football')
  const clock = page.locator(`main [data-match="${match.id}"] [data-clock]`)
  await expect(clock).toHaveText(/^\d+'$|^\d+\+\d+'$/)
  // What the list shows is the clock run on to now (within the minute it may have turned).
  const fresh = (await liveMatches(request)).find((m) => m.id === match.id)?.statistics?.clock
  if (!fresh) return
  const expected = (at: number) =>
    clockText(
      {
        matchTime: fresh.match_time,
        stoppageTime: fresh.stoppage_time,
        remainingTime: fresh.remaining_time,
        stopped: fresh.stopped,
        updatedAtMs: fresh.updated_at === null ? null : Date.parse(fresh.updated_at),
      },
      at,
    )
  const shown = await clock.textContent()
  // Minutes played, stoppage time included ("45+2'" is 47).
  const minute = (text: string | null) => {
    const parts = /^(\d+)(?:\+(\d+))?'$/.exec(text ?? '')
    return parts ? Number(parts[1]) + Number(parts[2] ?? 0) : Number.NaN
  }
  // The page runs its clock on from its last update; at the tests' feed speed the match moves
  // five minutes per real one, so the page may be a minute or two behind the api's latest.
  expect(Math.abs(minute(shown) - minute(expected(Date.now())))).toBeLessThanOrEqual(2)
})

test('a match that finishes leaves the live list without a reload @desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const endsAt = (match: Match) => {
    const sport = SPORT_DEFINITIONS.find((definition) => definition.key === match.sport.key)
    return Date.parse(match.start_time) + (sport ? matchLengthMs(sport.model) : 0)
  }
  const [soonest] = (await liveMatches(request)).sort((a, b) => endsAt(a) - endsAt(b))
  if (!soonest) throw new Error('no live match')
  // The soonest-ending match's sport: one page holds all its live matches.
  await page.goto(`/sports/live?sport=${soonest.sport.key}`)
  const rows = page.locator('main li[data-match]')
  await expect(rows.first()).toBeVisible()
  const listed = await rows.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-match')))
  // One of them finishes and its row goes, without a reload.
  let gone: string | undefined
  await expect(async () => {
    const now = await rows.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-match')))
    gone = listed.find((id) => id !== null && !now.includes(id)) ?? undefined
    expect(gone).toBeDefined()
  }).toPass({ timeout: 200_000, intervals: [1_000] })
  // It finished in the api too (the list did not just lose it).
  const response = await request.get(`/api/v2/matches?id=${gone ?? ''}`)
  const [finished] = matchesResponseSchema.parse(await response.json()).data
  expect([3, 4]).toContain(finished?.status)
})

test('the home page leads with live matches that can be bet on @desktop', async ({ browser }) => {
  // The page as the server rendered it (no script: nothing moved since).
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/sports')
  const rows = page.getByRole('region', { name: /^Live now/ }).locator('li[data-match]')
  await expect(rows.first()).toBeVisible()
  // The main market decides (a row may have a secondary market open under a suspended main one).
  const open = await rows.evaluateAll((nodes) =>
    nodes.map(
      (node) =>
        node.querySelector(
          '[data-market-id]:not([data-secondary]) button[data-outcome]:not([disabled])',
        ) !== null,
    ),
  )
  // Open ones first: once a row without an open price shows, none with one follows.
  const firstClosed = open.indexOf(false)
  expect(open[0]).toBe(true)
  if (firstClosed !== -1) expect(open.slice(firstClosed)).not.toContain(true)
  await context.close()
})

test('a match that kicks off joins the open live list without a reload @desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // The feed's clock runs ahead of the wall clock: the latest kick-off of a live match is
  // behind it. A prematch match moved to that time is followed by the feed at its next tick.
  const latestKickOff = Math.max(
    ...(await liveMatches(request)).map((m) => Date.parse(m.start_time)),
  )
  const response = await request.get(
    '/api/v2/matches?match_status=0&type=match&sort_by=start_time:asc&limit=200',
  )
  const upcoming = matchesResponseSchema
    .parse(await response.json())
    .data.filter(
      (m) => m.main_market !== null && SPORT_DEFINITIONS.some((d) => d.key === m.sport.key),
    )
  // Three of one sport: a few matches in a hundred the feed does not cover live (status 5).
  const sport = upcoming[0]?.sport.key
  const moved = upcoming.filter((m) => m.sport.key === sport).slice(0, 3)
  if (!sport || moved.length < 3) throw new Error('no matches to kick off')
  // The page hears of the kick-off on the updates channel: it must be listening first.
  const listening = page.waitForEvent('websocket').then(
    (socket) =>
      new Promise<void>((resolve) => {
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes(`"channel":"${PUSH_CHANNELS.publicUpdates}"`))
            resolve()
        })
      }),
  )
  await page.goto(`/sports/live?sport=${sport}`)
  await expect(page.locator('main h1')).toBeVisible()
  await listening
  const rows = page.locator(moved.map((m) => `main li[data-match="${m.id}"]`).join(', '))
  await expect(rows).toHaveCount(0)
  // A mark on the window: a reload would wipe it.
  await page.evaluate(() => {
    Object.assign(window, { samePage: true })
  })
  for (const match of moved) moveKickOff(match.id, new Date(latestKickOff).toISOString())
  await expect(rows.first()).toBeVisible({ timeout: 60_000 })
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  // Live in the api too (the row is the list's, not a stale one).
  const id = await rows.first().getAttribute('data-match')
  const [live] = matchesResponseSchema.parse(
    await (await request.get(`/api/v2/matches?id=${id ?? ''}`)).json(),
  ).data
  expect(live?.status).toBe(1)
})

test('the match page counts a basketball match’s time left down as the list does @desktop', async ({
  page,
  request,
}) => {
  const match = await liveMatchWhere(
    request,
    (m) =>
      m.sport.key === 'basketball' &&
      // Time enough left in the period for the page to load and count 30 s down on a slow
      // machine (the feed runs at 5×: 3 minutes of play are 36 s).
      minutesLeft(m.statistics?.clock?.remaining_time) >= 3 &&
      !m.statistics?.clock?.stopped,
  )
  // The page's clock is ours: it moves only when told to.
  await page.clock.install()
  await page.goto(`/sports/${match.sport.key}/${match.slug}`)
  const remaining = page.locator('[data-remaining]')
  await expect(remaining).toHaveText(/\d\d:\d\d/)
  const seconds = async () => {
    const [mm = '0', ss = '0'] =
      /(\d+):(\d\d)/.exec((await remaining.textContent()) ?? '')?.slice(1) ?? []
    return Number(mm) * 60 + Number(ss)
  }
  const before = await seconds()
  await page.clock.runFor(30_000)
  await expect.poll(seconds).toBeLessThanOrEqual(before - 30)
})
