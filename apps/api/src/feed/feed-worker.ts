import { FEED_RUNNING_STATUSES } from '@sportsbook/domain'
import {
  FeedSimulator,
  SPORT_DEFINITIONS,
  setupFromStoredMatch,
  type FeedEvent,
  type StoredMatch,
} from '@sportsbook/feed'
import type { Kysely } from 'kysely'
import type { Publisher } from '../push/publisher'
import type { Database } from '../db/schema'
import type { HeldLease } from '../db/lease'
import { applyFeedEvents } from './apply-feed-events'
import { onOutcomeMarket } from '../db/outcome-market'

export type FeedWorkerOptions = {
  readonly seed: number
  /** Simulated time runs this many times faster than the wall clock (FEED_SPEED). */
  readonly speed: number
  readonly tickMs: number
  /** The lease the feed is held by on this node (its writes are checked against it). */
  readonly lease?: HeldLease
  readonly wallClock?: () => number
  /** Called after each batch was written, with how many events it held. */
  readonly onBatch?: (count: number) => void
  readonly onError: (error: unknown) => void
  /** Called after each tick with how long it took. */
  readonly onTick?: (durationMs: number) => void
  /**
   * Where a tick's events go instead of the database (the simulator playing a UOF provider
   * sends them to RabbitMQ); by default they are applied and published.
   */
  readonly deliver?: (events: readonly FeedEvent[], wallMs: number) => Promise<void>
}

const PROVIDERS = [...new Set(SPORT_DEFINITIONS.map((d) => d.provider))]

/** Matches that are due (started, not finished) and not yet followed by the simulator. */
async function dueMatches(
  db: Kysely<Database>,
  simulatedNowIso: string,
  skip: (id: string) => boolean,
): Promise<StoredMatch[]> {
  const rows = await db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['m.id', 'm.provider', 's.key', 'm.start_time'])
    .where('m.type', '=', 'match')
    .where('m.status', 'in', FEED_RUNNING_STATUSES)
    .where('m.start_time', '<=', simulatedNowIso)
    .execute()
  const wanted = rows.filter((row) => !skip(row.id))
  if (wanted.length === 0) return []
  const outcomes = await db
    .selectFrom('outcomes as o')
    .innerJoin('markets as mk', onOutcomeMarket)
    .select(['o.match_id', 'o.market_id', 'o.specifier', 'o.outcome_id', 'o.odds', 'mk.priority'])
    .where(
      'o.match_id',
      'in',
      wanted.map((row) => row.id),
    )
    .where('mk.status', '!=', 0)
    .orderBy('o.match_id')
    .orderBy('mk.priority')
    .orderBy('o.position')
    .execute()
  return wanted.map((row) => {
    const markets = new Map<
      string,
      { marketId: string; specifier: string; outcomes: { id: string; oddsMillis: number }[] }
    >()
    for (const o of outcomes.filter((x) => x.match_id === row.id)) {
      const key = `${o.market_id}|${o.specifier}`
      const market = markets.get(key) ?? {
        marketId: o.market_id,
        specifier: o.specifier,
        outcomes: [],
      }
      market.outcomes.push({ id: o.outcome_id, oddsMillis: o.odds })
      markets.set(key, market)
    }
    return {
      id: row.id,
      provider: row.provider,
      sportKey: row.key,
      startTime: row.start_time,
      markets: [...markets.values()],
    }
  })
}

/**
 * The feed as a worker of the api process: each tick it starts following the matches whose
 * start time has passed, advances the simulator, writes its events in one transaction and
 * publishes the push events. Returns a stop function that waits for the running tick.
 */
export function startFeedWorker(
  db: Kysely<Database>,
  publisher: Publisher,
  options: FeedWorkerOptions,
): () => Promise<void> {
  const wallClock = options.wallClock ?? Date.now
  const simulator = new FeedSimulator({
    seed: options.seed,
    speed: options.speed,
    startMs: wallClock(),
    providers: PROVIDERS,
  })
  let running: Promise<void> | undefined
  let stopped = false

  const tick = async () => {
    const now = wallClock()
    const simulatedNow = new Date(simulator.simulatedNow(now)).toISOString()
    for (const match of await dueMatches(db, simulatedNow, (id) => simulator.isTracked(id))) {
      const setup = setupFromStoredMatch(match, simulator.randomFor(match.id))
      if (setup) simulator.track(setup)
    }
    const events = simulator.tick(now)
    if (options.deliver) await options.deliver(events, now)
    else {
      const publications = await applyFeedEvents(
        db,
        events,
        new Date(now),
        options.lease ? { lease: options.lease } : {},
      )
      for (const { channel, event } of publications) publisher.publish(channel, event)
    }
    if (events.length > 0) options.onBatch?.(events.length)
  }

  // A tick that outlasts the interval makes the next one wait for the following interval.
  const timer = setInterval(() => {
    if (running || stopped) return
    const started = Date.now()
    running = tick()
      .then(() => options.onTick?.(Date.now() - started))
      .catch(options.onError)
      .finally(() => {
        running = undefined
      })
  }, options.tickMs)
  timer.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
