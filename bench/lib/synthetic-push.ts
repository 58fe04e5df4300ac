// A synthetic publisher for browser benches: the page's own push connection is routed through
// Playwright, the api's gateway still answers it, and price changes are added to what the
// gateway sends — only on the channels the page subscribed to, as the gateway would. Every
// change then takes the page's real path: the centrifuge client, the push event schema, the
// live store, the components subscribed to it.
import type { Page, WebSocketRoute } from '@playwright/test'

/** Ticks a second: each sends its share of the changes in one frame (decision 156). */
const TICKS_PER_SECOND = 20

type Command = {
  subscribe?: { channel?: string }
  unsubscribe?: { channel?: string }
}

export type SyntheticPush = {
  /** The channels the page is subscribed to now. */
  readonly channels: ReadonlySet<string>
  /**
   * Resolves once the page subscribes to a channel starting with `prefix` (at once if it is);
   * fails after `timeoutMs`.
   */
  subscribedTo(prefix: string, timeoutMs?: number): Promise<void>
  /**
   * Sends `rate` outcome changes a second over the given outcomes of subscribed matches, or,
   * `among: 'all'`, over all of them — as a server publishing to every match, the page getting
   * those of the channels it subscribed to.
   */
  start(rate: number, outcomeIds: readonly string[], among?: 'subscribed' | 'all'): void
  stop(): void
  /** The outcome changes sent to the page since `start`. */
  readonly sent: number
}

type Market = {
  id: string
  specifier: string
  outcomes: { id: string; odds: number; active: boolean }[]
}

/** A selection id (`match/market/specifier/outcome`, the `data-outcome` of an odds button). */
function parseOutcome(id: string) {
  const parts = id.split('/')
  const matchId = parts[0] ?? ''
  const marketId = parts[1] ?? ''
  const outcomeId = parts.at(-1) ?? ''
  return { matchId, marketId, specifier: parts.slice(2, -1).join('/'), outcomeId }
}

/** Call before the page loads. */
export async function routeSyntheticPush(page: Page): Promise<SyntheticPush> {
  const channels = new Set<string>()
  const waiters = new Set<() => void>()
  let socket: WebSocketRoute | undefined
  let timer: NodeJS.Timeout | undefined
  let sent = 0
  await page.routeWebSocket(/\/connection\/websocket/, (route) => {
    socket = route
    const server = route.connectToServer()
    route.onMessage((message) => {
      for (const line of String(message).split('\n')) {
        if (!line.includes('subscribe')) continue
        const command = JSON.parse(line) as Command
        if (command.subscribe?.channel) channels.add(command.subscribe.channel)
        if (command.unsubscribe?.channel) channels.delete(command.unsubscribe.channel)
      }
      for (const waiter of waiters) waiter()
      server.send(message)
    })
  })
  return {
    channels,
    subscribedTo(prefix, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timeout = setTimeout(() => {
          waiters.delete(check)
          reject(
            new Error(`the page subscribed to no ${prefix}… channel in ${String(timeoutMs)} ms`),
          )
        }, timeoutMs)
        const check = () => {
          if (![...channels].some((channel) => channel.startsWith(prefix))) return
          waiters.delete(check)
          clearTimeout(timeout)
          resolve()
        }
        waiters.add(check)
        check()
      })
    },
    get sent() {
      return sent
    },
    start(rate, outcomeIds, among = 'subscribed') {
      const outcomes = outcomeIds.map(parseOutcome)
      const perTick = Math.round(rate / TICKS_PER_SECOND)
      const subscribed = (o: { matchId: string }) => channels.has(`public:match:${o.matchId}`)
      sent = 0
      timer = setInterval(() => {
        const pool = among === 'all' ? outcomes : outcomes.filter(subscribed)
        if (!socket || pool.length === 0) return
        const byMatch = new Map<string, Map<string, Market>>()
        for (let i = 0; i < perTick; i += 1) {
          const o = pool[Math.floor(Math.random() * pool.length)]
          if (!o || !subscribed(o)) continue
          const markets = byMatch.get(o.matchId) ?? new Map<string, Market>()
          byMatch.set(o.matchId, markets)
          const key = `${o.marketId}/${o.specifier}`
          const market = markets.get(key) ?? {
            id: o.marketId,
            specifier: o.specifier,
            outcomes: [],
          }
          markets.set(key, market)
          const odds = Math.round((1.05 + Math.random() * 8) * 100) / 100
          market.outcomes.push({ id: o.outcomeId, odds, active: true })
          sent += 1
        }
        const lines = [...byMatch].map(([matchId, markets]) =>
          JSON.stringify({
            push: {
              channel: `public:match:${matchId}`,
              pub: {
                data: {
                  type: 'markets_changed',
                  match_id: matchId,
                  markets: [...markets.values()].map((m) => ({ ...m, status: 1 })),
                  next_bet_stop: null,
                },
              },
            },
          }),
        )
        if (lines.length > 0) socket.send(lines.join('\n'))
      }, 1000 / TICKS_PER_SECOND)
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}
