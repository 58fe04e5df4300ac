import { expect, test, type Page } from '@playwright/test'
import { PUSH_CHANNELS, marketsResponseSchema, matchesResponseSchema } from '@sportsbook/contracts'
import { depositSite } from './support/deposit-sites'
import { publicationReceived, routePushConnection } from './support/push-outage'

// Issue 10: prices arrive from the feed over the push connection and change the buttons.
test('the live page shows a price change arriving from the feed', async ({ page }) => {
  // The page's own centrifuge client asks for fossil deltas and the gateway grants them.
  const sent: string[] = []
  const received: string[] = []
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => sent.push(String(frame.payload)))
    socket.on('framereceived', (frame) => received.push(String(frame.payload)))
  })
  await page.goto('/sports/live')
  const buttons = page.locator('main [data-outcome]')
  await expect(buttons.first()).toBeVisible()
  const labelsOf = () => buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))
  const before = await labelsOf()
  expect(before.length).toBeGreaterThan(2)
  expect(before[0]).toMatch(/^.+, \d+\.\d{2}$/)
  // Each match has its own prices (outcome ids repeat across matches; keys must not).
  const prices = new Set(before.map((label) => label?.split(', ').pop()))
  expect(prices.size).toBeGreaterThan(2)
  await expect
    .poll(async () => (await labelsOf()).some((label, i) => label !== before[i]), {
      timeout: 10_000,
    })
    .toBe(true)
  // A moved price carries its up/down mark for a while (spec §4.4; the mark clock's unit tests
  // take it off again).
  await expect(page.locator('main [data-outcome] [data-mark]').first()).toBeAttached()
  expect(
    sent.some((f) =>
      /"subscribe":\{[^}]*"channel":"public:match:[^"]+"[^}]*"delta":"fossil"/.test(f),
    ),
  ).toBe(true)
  expect(received.some((f) => f.includes('"delta":true'))).toBe(true)
  await page.screenshot({ path: `../../.test-output/live-${test.info().project.name}.png` })
})

test(
  'without the delta-compression flag the page takes whole payloads',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    // The quick-deposit mirror runs without the flag.
    const site = depositSite(baseURL, 'quick')
    const sent: string[] = []
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => sent.push(String(frame.payload)))
    })
    await page.goto(`${site}/sports/live`)
    await expect(page.locator('main [data-outcome]').first()).toBeVisible()
    await expect.poll(() => sent.filter((f) => f.includes('"subscribe"')).length).toBeGreaterThan(0)
    expect(sent.filter((f) => f.includes('"subscribe"') && f.includes('"delta"'))).toEqual([])
  },
)

test(
  'a match page subscribes from where its markets were read, and hears what came before it',
  { tag: '@desktop' },
  async ({ page, request }) => {
    // The page renders from a snapshot and subscribes once idle: a bet stop published between
    // the two must still lock its buttons (decision 184). The test holds the push client's code
    // until the match's channel has published past the snapshot.
    const live = matchesResponseSchema.parse(
      await (await request.get('/api/v2/matches?match_status=1&type=match&limit=20')).json(),
    ).data
    const match = live.find((m) => m.sport.key === 'football')
    test.skip(!match, 'no live football match at this moment of the feed')
    if (!match) return
    const channel = PUSH_CHANNELS.match(match.id)
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('newSubscription')) await released
      await route.fulfill({ response, body })
    })
    const sent: string[] = []
    const received: string[] = []
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => sent.push(String(frame.payload)))
      socket.on('framereceived', (frame) => received.push(String(frame.payload)))
    })
    const html = await (await page.goto(`/sports/${match.sport.key}/${match.slug}`))?.text()
    const found = /\\?"stream\\?":\{\\?"offset\\?":(\d+),\\?"epoch\\?":\\?"(\w+)\\?"\}/.exec(
      html ?? '',
    )
    expect(found, 'the server-rendered markets carry their stream position').not.toBeNull()
    const snapshot = { offset: Number(found?.[1]), epoch: found?.[2] ?? '' }
    // The api's own answer moves past the snapshot once the match has published after it.
    const stream = async () =>
      marketsResponseSchema.parse(
        await (await request.get(`/api/v2/matches/${match.id}/markets?limit=1`)).json(),
      ).stream
    await expect
      .poll(async () => (await stream())?.offset ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(snapshot.offset)
    expect(
      sent.some((f) => f.includes(channel)),
      'not subscribed while held',
    ).toBe(false)
    const refetched = page
      .waitForRequest((r) => r.url().includes(`/api/v2/matches/${match.id}/markets`), {
        timeout: 30_000,
      })
      .then(
        () => true,
        () => false,
      )
    release()
    await expect
      .poll(() => sent.find((f) => f.includes(`"channel":"${channel}"`)), { timeout: 30_000 })
      .toBeDefined()
    const subscribe = JSON.parse(
      (sent.find((f) => f.includes(`"channel":"${channel}"`)) ?? '')
        .split('\n')
        .find((line) => line.includes(`"channel":"${channel}"`)) ?? '{}',
    ) as { id?: number; subscribe?: Record<string, unknown> }
    expect(subscribe.subscribe).toMatchObject({ recover: true, epoch: snapshot.epoch })
    expect(subscribe.subscribe?.offset ?? 0).toBe(snapshot.offset)
    // Recovered (what was published since comes in the reply), or, past the channel's short
    // e2e history, not recovered and the page reads its markets again.
    const reply = () =>
      received
        .flatMap((f) => f.split('\n'))
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as { id?: number; subscribe?: Record<string, unknown> })
        .find((r) => r.id === subscribe.id)?.subscribe
    await expect.poll(reply, { timeout: 30_000 }).toBeDefined()
    const answer = reply()
    if (answer?.recovered === true)
      expect((answer.publications as unknown[] | undefined)?.length ?? 0).toBeGreaterThan(0)
    else {
      expect(answer).toMatchObject({ was_recovering: true, recovered: false })
      expect(await refetched).toBe(true)
    }
  },
)

test(
  'a row scrolled back into view subscribes from where it had heard its channel up to',
  { tag: '@desktop' },
  async ({ page, request }) => {
    // Out of view a row lets its channel go (decision 068); what was published meanwhile must
    // not be lost when it comes back (decision 184).
    const sent: string[] = []
    const received: string[] = []
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => sent.push(String(frame.payload)))
      socket.on('framereceived', (frame) => received.push(String(frame.payload)))
    })
    await page.setViewportSize({ width: 1280, height: 400 })
    await page.goto('/sports/live')
    const row = page.locator('li[data-match]').first()
    const id = (await row.getAttribute('data-match')) ?? ''
    const channel = PUSH_CHANNELS.match(id)
    const lines = (frames: string[]) =>
      frames
        .flatMap((f) => f.split('\n'))
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as PushFrame)
    const subscribes = () => lines(sent).filter((f) => f.subscribe?.channel === channel)
    const replyTo = (frame: PushFrame | undefined) =>
      lines(received).find((r) => frame?.id !== undefined && r.id === frame.id)?.subscribe
    await expect.poll(() => replyTo(subscribes()[0]), { timeout: 30_000 }).toBeDefined()

    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight)
    })
    await expect
      .poll(() => lines(sent).some((f) => f.unsubscribe?.channel === channel), { timeout: 30_000 })
      .toBe(true)
    const first = replyTo(subscribes()[0])
    const pubs = lines(received).filter((f) => f.push?.channel === channel && f.push.pub)
    const heard = Math.max(first?.offset ?? 0, ...pubs.map((f) => f.push?.pub?.offset ?? 0))
    // The channel moves on while the row is away.
    const stream = async () =>
      marketsResponseSchema.parse(
        await (await request.get(`/api/v2/matches/${id}/markets?limit=1`)).json(),
      ).stream
    await expect
      .poll(async () => (await stream())?.offset ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(heard)
    const refreshed = page
      .waitForRequest((r) => r.url().includes('/sports/live') && r.headers().rsc === '1', {
        timeout: 30_000,
      })
      .then(
        () => true,
        () => false,
      )

    await page.evaluate(() => {
      window.scrollTo(0, 0)
    })
    await expect.poll(() => subscribes().length, { timeout: 30_000 }).toBe(2)
    const again = subscribes()[1]
    expect(again?.subscribe).toMatchObject({ recover: true, epoch: first?.epoch, offset: heard })
    await expect.poll(() => replyTo(again), { timeout: 30_000 }).toBeDefined()
    const answer = replyTo(again)
    // Recovered, or past the channel's short e2e history, not: the list is read again.
    if (answer?.recovered === true) expect(answer.publications?.length ?? 0).toBeGreaterThan(0)
    else {
      expect(answer).toMatchObject({ was_recovering: true, recovered: false })
      expect(await refreshed).toBe(true)
    }
  },
)

/** The parts of the push protocol's frames (JSON, one per line) the tests read. */
type PushFrame = {
  id?: number
  subscribe?: {
    channel?: string
    recover?: boolean
    offset?: number
    epoch?: string
    recovered?: boolean
    was_recovering?: boolean
    publications?: unknown[]
  }
  unsubscribe?: { channel?: string }
  push?: { channel?: string; pub?: { offset?: number } }
}

/**
 * A proxy that blocks WebSocket fails the handshake: the page's socket to the gateway goes to
 * a closed port instead, and errors without ever opening.
 */
async function blockPushWebSocket(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.WebSocket
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        const blocked = String(url).includes('/connection/websocket')
        super(blocked ? 'ws://127.0.0.1:9/blocked' : url, protocols)
      }
    }
  })
}

test(
  'with WebSocket blocked, live prices still arrive over the SSE fallback',
  { tag: '@desktop' },
  async ({ page }) => {
    await blockPushWebSocket(page)
    const streams: string[] = []
    const commands: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path === '/connection/sse') streams.push(request.url())
      if (path === '/connection/emulation') commands.push(request.postData() ?? '')
    })
    await page.goto('/sports/live')
    const buttons = page.locator('main [data-outcome]')
    await expect(buttons.first()).toBeVisible()
    const labelsOf = () =>
      buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))
    const before = await labelsOf()
    await expect
      .poll(async () => (await labelsOf()).some((label, i) => label !== before[i]), {
        timeout: 20_000,
      })
      .toBe(true)
    expect(streams.length).toBeGreaterThan(0)
    // The subscriptions went up as emulated commands: session, node and data.
    expect(commands.some((body) => body.includes('"session"') && body.includes('subscribe'))).toBe(
      true,
    )
  },
)

test(
  'a push connection that cannot be made at all is reported, once',
  { tag: '@desktop' },
  async ({ page }) => {
    const reports: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('[error report]')) reports.push(message.text())
    })
    // Both transports blocked: the WebSocket as a proxy would, the SSE stream refused.
    await blockPushWebSocket(page)
    let attempts = 0
    await page.route('**/connection/sse**', (route) => {
      attempts += 1
      return route.abort()
    })
    await page.goto('/sports/live')
    await expect(page.locator('main [data-outcome]').first()).toBeVisible()
    await expect.poll(() => reports.join('\n')).toContain('Push connection failed')
    // The client keeps trying (with backoff); what failed is reported the first time only.
    await expect.poll(() => attempts, { timeout: 20_000 }).toBeGreaterThan(1)
    expect(reports.filter((report) => report.includes('Push connection failed'))).toHaveLength(1)
  },
)

// After a reconnect that could not recover what it missed (away longer than the channel's
// history, PUSH_HISTORY_SIZE in the e2e config), the page asks the server again. The browser
// stays online: only the push connection is cut, as when a gateway goes away.
const HISTORY_SIZE = 5

test('a live list and a match page refetch after a reconnect that lost updates @desktop', async ({
  browser,
  context,
}) => {
  test.setTimeout(120_000)
  // A player elsewhere, always connected, counts what each channel publishes. Some matches go
  // quiet (suspended, about to end): the journey follows the busiest three, each on its own
  // page, and its outage lasts until the list's channel and one of theirs published more than
  // their history keeps (a match that published less is recovered whole, rightly without a
  // refetch).
  const observer = await (await browser.newContext()).newPage()
  const published = new Map<string, number>()
  observer.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      for (const [, channel] of String(payload).matchAll(/"channel":"([^"]+)","pub"/g))
        if (channel) published.set(channel, (published.get(channel) ?? 0) + 1)
    }),
  )
  await observer.goto('/sports/live', { waitUntil: 'networkidle' })
  const busiest = () =>
    [...published]
      .filter(([channel]) => channel.startsWith('public:match:'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([channel]) => channel)
  const count = (channel: string) => published.get(channel) ?? 0
  await expect.poll(() => count(busiest()[0] ?? ''), { timeout: 30_000 }).toBeGreaterThan(2)

  const outage = await routePushConnection(context)
  const list = await context.newPage()
  // Each page must be subscribed before the outage: a page whose push connection opens only
  // after it would subscribe afresh, with nothing to recover and so nothing to refetch.
  const listSubscribed = publicationReceived(list, PUSH_CHANNELS.publicUpdates)
  await list.goto('/sports/live', { waitUntil: 'networkidle' })
  await expect(list.locator('main [data-outcome]').first()).toBeVisible()
  const followed: { channel: string; page: Page; subscribed: () => boolean }[] = []
  for (const channel of busiest()) {
    const matchId = channel.slice('public:match:'.length)
    const link = list.locator(`main li[data-match="${matchId}"] a`).first()
    // A match that ended since the observer counted it has left the list.
    if ((await link.count()) === 0) continue
    const href = await link.getAttribute('href', { timeout: 5_000 })
    const page = await context.newPage()
    const subscribed = publicationReceived(page, channel)
    await page.goto(href ?? '', { waitUntil: 'networkidle' })
    await expect(page.locator('article[data-match]')).toBeVisible()
    followed.push({ channel, page, subscribed })
  }
  expect(followed.length, 'a followed match still in the list').toBeGreaterThan(0)
  // A match may go quiet meanwhile (its page then shows no publication): the journey goes on
  // with the pages that had one, the list's and at least one match's.
  await expect
    .poll(() => listSubscribed() && followed.some((f) => f.subscribed()), {
      timeout: 30_000,
      message: 'the list and a match page subscribed before the outage',
    })
    .toBe(true)
  const subscribed = followed.filter((f) => f.subscribed())

  await outage.start()
  const before = new Map(
    [PUSH_CHANNELS.publicUpdates, ...subscribed.map((f) => f.channel)].map((c) => [c, count(c)]),
  )
  const since = (channel: string) => count(channel) - (before.get(channel) ?? 0)
  await expect
    .poll(
      () =>
        Math.min(
          since(PUSH_CHANNELS.publicUpdates),
          Math.max(...subscribed.map((f) => since(f.channel))),
        ),
      { timeout: 60_000, message: 'publications on both channels during the outage' },
    )
    .toBeGreaterThan(HISTORY_SIZE)
  const match = subscribed.find((f) => since(f.channel) > HISTORY_SIZE)?.page
  if (!match) throw new Error('no followed match published past its history')
  // The list's router refresh asks for its server components again (an RSC request); the
  // match page asks for its markets again.
  const refreshed = list.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/sports/live' && request.headers().rsc === '1',
    { timeout: 30_000 },
  )
  const refetched = match.waitForRequest(
    (request) => /\/api\/v2\/matches\/[^/]+\/markets/.test(request.url()),
    { timeout: 30_000 },
  )
  outage.end()
  await Promise.all([refreshed, refetched])
  await expect(list.locator('main [data-outcome]').first()).toBeVisible()
  await expect(match.locator('article[data-match] [data-outcome]').first()).toBeVisible()
})
