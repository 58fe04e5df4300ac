import type { FeedEvent, MarketUpdate } from '@sportsbook/feed'
import {
  UOF_PRODUCT,
  aliveMessage,
  snapshotCompleteMessage,
  startUofPublisher,
  uofMessageOf,
  type OutgoingMessage,
} from '@sportsbook/uof'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { startFeedWorker } from './feed-worker'

// The simulator playing a Unified Odds Feed provider (issue 40, `npm run feed:producer`): the
// matches of the database it reads are simulated as the api's own feed would, but what happens
// goes out as UOF messages to RabbitMQ, with alives, answers to recovery requests and, on
// command, a silence, a cancel, a rollback or a dead heat.

export type UofProducerOptions = {
  readonly amqpUrl: string
  readonly exchange: string
  readonly seed: number
  readonly speed: number
  readonly tickMs: number
  /** How often each producer says it is alive. */
  readonly aliveMs: number
  readonly now?: () => number
}

/** Messages kept for recoveries (a few minutes of a busy simulated feed). */
const REMEMBERED_MESSAGES = 200_000

type Log = {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

/** What the producer knows of a match: enough to send its whole state on a recovery. */
type MatchState = {
  status?: Extract<FeedEvent, { type: 'match_status' }>
  readonly markets: Map<string, MarketUpdate>
}

export type UofProducer = {
  /** Stops sending anything (alives included) for `ms`: the feed goes quiet. */
  quiet(ms: number): void
  /**
   * Answers a recovery: what it sent after `after` again (or, for a full recovery or one older
   * than it remembers, the current state of every match it follows), then snapshot_complete.
   */
  recover(product: number, requestId: number, after: number | null): void
  /** Sends one event as its UOF message (a cancel, a rollback, a dead heat). */
  send(event: FeedEvent): Promise<void>
  /** Whether it is connected to its broker: a recovery asked meanwhile would be lost. */
  connected(): boolean
  /** Matches it follows (for the control API's answers). */
  readonly followed: () => number
  stop(): Promise<void>
}

export async function startUofProducer(
  db: Kysely<Database>,
  options: UofProducerOptions,
  log: Log,
): Promise<UofProducer> {
  const now = options.now ?? Date.now
  const publisher = await startUofPublisher(options.amqpUrl, options.exchange, {
    onConnection: (connected, error) => {
      if (connected) log.info({}, 'uof producer connected to the broker again')
      else log.warn({ err: error }, 'uof producer lost the broker; connecting again')
    },
  })
  const urns = new Map<string, { eventUrn: string; sportUrn: string }>()
  const states = new Map<string, MatchState>()
  let quietUntil = 0
  let lastTimestamp = 0
  /** Strictly increasing, so a consumer's "after" never skips a message sent in the same ms. */
  const timestamp = () => (lastTimestamp = Math.max(now(), lastTimestamp + 1))
  /** What it sent (or would have, while quiet), newest last, for recoveries. */
  const sent: { readonly timestamp: number; readonly message: OutgoingMessage }[] = []
  const out = (message: OutgoingMessage | undefined, stamp?: number) => {
    if (!message) return
    if (stamp !== undefined) {
      sent.push({ timestamp: stamp, message })
      if (sent.length > REMEMBERED_MESSAGES) sent.splice(0, sent.length - REMEMBERED_MESSAGES)
    }
    if (now() >= quietUntil) publisher.send(message)
  }

  async function urnsOf(matchIds: readonly string[]): Promise<void> {
    const missing = [...new Set(matchIds)].filter((id) => !urns.has(id))
    if (missing.length === 0) return
    const rows = await db
      .selectFrom('matches as m')
      .innerJoin('sports as s', 's.id', 'm.sport_id')
      .select(['m.id', 'm.urn_id as eventUrn', 's.urn_id as sportUrn'])
      .where('m.id', 'in', missing)
      .execute()
    for (const row of rows) urns.set(row.id, { eventUrn: row.eventUrn, sportUrn: row.sportUrn })
  }

  function remember(event: FeedEvent): void {
    if (!('matchId' in event)) return
    const state: MatchState = states.get(event.matchId) ?? { markets: new Map() }
    states.set(event.matchId, state)
    if (event.type === 'match_status') state.status = event
    if (event.type === 'odds_change')
      for (const market of event.markets) {
        const key = `${market.marketId}|${market.specifier}`
        const before = state.markets.get(key)
        const outcomes = new Map((before?.outcomes ?? []).map((o) => [o.id, o]))
        for (const outcome of market.outcomes) outcomes.set(outcome.id, outcome)
        state.markets.set(key, { ...market, outcomes: [...outcomes.values()] })
      }
    if (event.type === 'match_status' && event.status >= 3) states.delete(event.matchId)
  }

  /** Sends an event as its message, remembered under its timestamp. */
  const sendEvent = (event: FeedEvent, requestId?: number) => {
    if (!('matchId' in event)) return
    const urn = urns.get(event.matchId)
    if (!urn) return
    const stamp = timestamp()
    const context = { product: UOF_PRODUCT.live, timestamp: stamp, ...urn }
    out(uofMessageOf(event, requestId === undefined ? context : { ...context, requestId }), stamp)
  }

  async function deliver(events: readonly FeedEvent[]): Promise<void> {
    await urnsOf(events.flatMap((event) => ('matchId' in event ? [event.matchId] : [])))
    for (const event of events) {
      remember(event)
      sendEvent(event)
    }
  }

  const stopSimulation = startFeedWorker(
    db,
    { publish: () => undefined },
    {
      seed: options.seed,
      speed: options.speed,
      tickMs: options.tickMs,
      wallClock: now,
      deliver,
      onError: (error) => {
        log.error({ err: String(error) }, 'producer tick failed')
      },
    },
  )
  const alive = setInterval(() => {
    for (const product of Object.values(UOF_PRODUCT)) out(aliveMessage(product, timestamp()))
  }, options.aliveMs)

  return {
    quiet(ms) {
      quietUntil = now() + ms
      log.info({ ms }, 'producer quiet')
    },
    recover(product, requestId, after) {
      const oldest = sent[0]?.timestamp
      if (product === UOF_PRODUCT.live && after !== null && oldest !== undefined && oldest <= after)
        for (const entry of sent) {
          if (entry.timestamp > after) out(entry.message)
        }
      else if (product === UOF_PRODUCT.live)
        for (const [matchId, state] of states) {
          if (state.status) sendEvent(state.status, requestId)
          sendEvent(
            {
              type: 'odds_change',
              provider: state.status?.provider ?? 'betradar',
              matchId,
              markets: [...state.markets.values()],
              nextBetStop: null,
            },
            requestId,
          )
        }
      out(snapshotCompleteMessage(product, timestamp(), requestId))
      log.info({ product, requestId, after }, 'producer recovery sent')
    },
    async send(event) {
      if ('matchId' in event) await urnsOf([event.matchId])
      sendEvent(event)
    },
    followed: () => states.size,
    connected: () => publisher.connected(),
    async stop() {
      clearInterval(alive)
      await stopSimulation()
      await publisher.close()
    },
  }
}
