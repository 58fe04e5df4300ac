import type { PublicPushEvent } from '@sportsbook/contracts'
import { EVENT_STATUS, MARKET_STATUS, type EventStatus } from '@sportsbook/domain'
import type { FeedEvent } from '@sportsbook/feed'
import {
  ProducerHealth,
  startUofConsumer,
  translateUofMessage,
  unmappedCounter,
  type Delivery,
  type HealthAction,
  type MatchResolver,
  type UofConsumer,
} from '@sportsbook/uof'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { HeldLease } from '../db/lease'
import type { ApiMetrics } from '../metrics/api-metrics'
import { applyFeedEvents, type ApplyOptions, type Publication } from './apply-feed-events'
import { touchMatches } from '../catalogue/match-revisions'

// The api fed by a Unified Odds Feed instead of its own simulator (FEED_SOURCE=uof, issue 40):
// messages off RabbitMQ, translated into the feed events the simulator's path applies, with
// producer health as UOF requires (docs/decisions/catalogue-and-feed.md#148).

export type UofIntakeOptions = {
  readonly amqpUrl: string
  readonly exchange: string
  /** Producer ids this api takes (1 live, 3 prematch). */
  readonly products: readonly number[]
  readonly aliveTimeoutMs: number
  /** The provider's REST API root that answers `/{product}/recovery/initiate_request`. */
  readonly recoveryUrl: string
  readonly accessToken: string
  readonly settleOnUnconfirmed: boolean
  /** Told of settled bets a correction reopened, once committed. */
  readonly onReopened?: ApplyOptions['onReopened']
  /** The lease the feed is held by on this node (its writes are checked against it). */
  readonly lease?: HeldLease
  /** Counts messages, their age and producers up or down, per producer. */
  readonly metrics?: Pick<ApiMetrics, 'feedMessages' | 'feedLag' | 'producerUp'>
  /** How often the alive limit is checked and a lost connection tried again. */
  readonly checkMs?: number
  readonly now?: () => number
}

type Log = {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

type OddsChange = Extract<FeedEvent, { type: 'odds_change' }>

/** Matches each producer feeds: the live producer's are in play, the prematch one's are to come. */
const FED_STATUSES: Readonly<Record<number, readonly EventStatus[]>> = {
  1: [EVENT_STATUS.live, EVENT_STATUS.stopped],
  3: [EVENT_STATUS.prematch],
}

/** A recovery can take minutes on a busy feed; one not completed by then is asked for again. */
const RECOVERY_TIMEOUT_MS = 5 * 60_000

/** UOF's names of its producers in the recovery API's paths. */
const PRODUCT_PATHS: Readonly<Record<number, string>> = { 1: 'liveodds', 3: 'pre' }

async function storedTimestamps(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db.selectFrom('feed_producers').select(['product', 'last_processed']).execute()
  return new Map(rows.map((row) => [row.product, Number(row.last_processed)]))
}

/** Our matches by event URN, read once and asked again for a URN not seen yet. */
function matchResolver(db: Kysely<Database>) {
  const known = new Map<string, { matchId: string; provider: string } | null>()
  return {
    async load(urns: readonly string[]): Promise<void> {
      const missing = [...new Set(urns)].filter((urn) => !known.has(urn))
      if (missing.length === 0) return
      const rows = await db
        .selectFrom('matches')
        .select(['id', 'urn_id', 'provider'])
        .where('urn_id', 'in', missing)
        .execute()
      for (const urn of missing) known.set(urn, null)
      for (const row of rows) known.set(row.urn_id, { matchId: row.id, provider: row.provider })
    },
    resolve: ((urn) => known.get(urn) ?? undefined) as MatchResolver,
    providers: () =>
      [...new Set([...known.values()].flatMap((match) => (match ? [match.provider] : [])))].sort(),
  }
}

/**
 * Starts consuming; returns a stop function. Every producer starts down (its markets suspended)
 * and is recovered from the timestamp stored by the last run; while a producer is not up, the
 * markets its messages open stay suspended and open when its recovery completes.
 */
export async function startUofIntake(
  db: Kysely<Database>,
  publisher: { publish(channel: string, event: PublicPushEvent): void },
  log: Log,
  options: UofIntakeOptions,
): Promise<() => Promise<void>> {
  const now = options.now ?? Date.now
  const fenced: ApplyOptions = options.lease ? { lease: options.lease } : {}
  const matches = matchResolver(db)
  const servedProviders = (
    await db.selectFrom('matches').select('provider').distinct().execute()
  ).map((row) => row.provider)
  const health = new ProducerHealth(
    {
      products: options.products,
      aliveTimeoutMs: options.aliveTimeoutMs,
      recoveryTimeoutMs: RECOVERY_TIMEOUT_MS,
      lastProcessed: await storedTimestamps(db),
      firstRequestId: now() % 1_000_000_000,
    },
    now(),
  )
  const unmapped = unmappedCounter()
  const producerUp = (product: number, up: boolean) =>
    options.metrics?.producerUp.set({ producer: String(product) }, up ? 1 : 0)
  for (const product of options.products) producerUp(product, false)
  /** Statuses the feed gave markets while their producer was down, opened on its recovery. */
  const held = new Map<number, Map<string, OddsChange>>()
  /** Markets an outage of a producer suspended, as the odds changes that open them again. */
  const suspendedBy = new Map<number, Map<string, OddsChange>>()

  const publish = (publications: readonly Publication[]) => {
    for (const { channel, event } of publications) publisher.publish(channel, event)
  }

  /**
   * Suspends every open market of the matches a producer feeds, remembering them: its
   * recovery's snapshot_complete opens them again (but those its messages close meanwhile).
   */
  async function suspendProducer(product: number): Promise<void> {
    const statuses = FED_STATUSES[product] ?? []
    if (statuses.length > 0) {
      const providers = new Map(
        (
          await db
            .selectFrom('matches')
            .select(['id', 'provider'])
            .where('status', 'in', statuses)
            .execute()
        ).map((m) => [m.id, m.provider]),
      )
      const rows = await db.transaction().execute(async (trx) => {
        const suspended = await trx
          .updateTable('markets')
          .set({ status: MARKET_STATUS.suspended })
          .where('status', '=', MARKET_STATUS.open)
          .where('match_id', 'in', (eb) =>
            eb.selectFrom('matches').select('id').where('status', 'in', statuses),
          )
          .returning(['match_id', 'market_id', 'specifier'])
          .execute()
        await touchMatches(
          trx,
          suspended.map((row) => row.match_id),
        )
        return suspended
      })
      const reopen = suspendedBy.get(product) ?? new Map<string, OddsChange>()
      suspendedBy.set(product, reopen)
      for (const row of rows) {
        const event = reopen.get(row.match_id) ?? {
          type: 'odds_change',
          provider: providers.get(row.match_id) ?? '',
          matchId: row.match_id,
          markets: [],
          nextBetStop: null,
        }
        const market = { marketId: row.market_id, specifier: row.specifier, outcomes: [] }
        reopen.set(row.match_id, {
          ...event,
          markets: [...event.markets, { ...market, status: MARKET_STATUS.open }],
        })
      }
    }
    await setProviders(false)
  }

  async function setProviders(active: boolean): Promise<void> {
    const events: FeedEvent[] = servedProviders.map((provider) => ({
      type: 'provider_status',
      provider,
      active,
    }))
    publish(await applyFeedEvents(db, events, new Date(now()), fenced))
  }

  async function requestRecovery(product: number, after: number | null, requestId: number) {
    const path = PRODUCT_PATHS[product] ?? String(product)
    const url = new URL(
      `${options.recoveryUrl.replace(/\/$/, '')}/${path}/recovery/initiate_request`,
    )
    if (after !== null) url.searchParams.set('after', String(after))
    url.searchParams.set('request_id', String(requestId))
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'x-access-token': options.accessToken },
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`answered ${String(response.status)}`)
      log.info({ product, after, requestId }, 'uof recovery requested')
    } catch (error) {
      health.recoveryFailed(product)
      log.warn(
        { product, err: String(error) },
        'uof recovery request failed; asking again on the next alive',
      )
    }
  }

  async function act(actions: readonly HealthAction[]): Promise<void> {
    for (const action of actions) {
      switch (action.type) {
        case 'down':
          log.warn({ product: action.product, reason: action.reason }, 'uof producer down')
          producerUp(action.product, false)
          await suspendProducer(action.product)
          break
        case 'recover':
          await requestRecovery(action.product, action.after, action.requestId)
          break
        case 'up': {
          log.info({ product: action.product }, 'uof producer up')
          producerUp(action.product, true)
          // What the outage suspended opens, then what the recovery said of each market.
          const opened = [
            ...(suspendedBy.get(action.product)?.values() ?? []),
            ...(held.get(action.product)?.values() ?? []),
          ]
          suspendedBy.delete(action.product)
          held.delete(action.product)
          publish(await applyFeedEvents(db, opened, new Date(now()), fenced))
          if (options.products.every((p) => health.state(p) === 'up')) await setProviders(true)
          break
        }
      }
    }
  }

  /** An odds change of a producer that is not up: its markets stay suspended, their status held. */
  function holdOpen(product: number, event: OddsChange): FeedEvent {
    const heldEvents = held.get(product) ?? new Map<string, OddsChange>()
    held.set(product, heldEvents)
    const markets = event.markets.map((m) => ({ ...m, outcomes: [] }))
    const before = heldEvents.get(event.matchId)
    const merged = new Map(
      [...(before?.markets ?? []), ...markets].map((m) => [`${m.marketId}|${m.specifier}`, m]),
    )
    heldEvents.set(event.matchId, { ...event, markets: [...merged.values()] })
    return {
      ...event,
      markets: event.markets.map((m) =>
        m.status === MARKET_STATUS.open ? { ...m, status: MARKET_STATUS.suspended } : m,
      ),
    }
  }

  async function handle(batch: readonly Delivery[]): Promise<void> {
    const events: FeedEvent[] = []
    const processed = new Map<number, number>()
    const actions: HealthAction[] = []
    await matches.load(
      batch.flatMap((d) =>
        d.parsed.ok && 'eventId' in d.parsed.message ? [d.parsed.message.eventId] : [],
      ),
    )
    for (const delivery of batch) {
      if (!delivery.key || !delivery.parsed.ok) {
        const reason = delivery.parsed.ok ? 'not a UOF routing key' : delivery.parsed.reason
        log.warn({ routingKey: delivery.routingKey, reason }, 'uof message skipped')
        continue
      }
      const message = delivery.parsed.message
      if (!health.knows(message.product)) continue
      const producer = { producer: String(message.product) }
      options.metrics?.feedMessages.inc(producer)
      options.metrics?.feedLag.set(producer, Math.max(0, now() - message.timestamp) / 1000)
      if (message.type === 'alive') {
        actions.push(...health.alive(message.product, message.subscribed, now()))
        continue
      }
      if (message.type === 'snapshot_complete') {
        actions.push(...health.snapshotComplete(message.product, message.requestId))
        continue
      }
      const translation = translateUofMessage(message, matches.resolve)
      for (const skipped of translation.skipped)
        if ('marketId' in skipped) unmapped.count(skipped.marketId, skipped.reason)
      const up = health.state(message.product) === 'up'
      for (const event of translation.events)
        events.push(event.type === 'odds_change' && !up ? holdOpen(message.product, event) : event)
      processed.set(
        message.product,
        Math.max(processed.get(message.product) ?? 0, message.timestamp),
      )
    }
    publish(
      await applyFeedEvents(db, events, new Date(now()), {
        ...fenced,
        settleOnUnconfirmed: options.settleOnUnconfirmed,
        ...(options.onReopened && { onReopened: options.onReopened }),
        record: async (trx) => {
          for (const [product, timestamp] of processed)
            await trx
              .insertInto('feed_producers')
              .values({ product, last_processed: timestamp })
              .onConflict((oc) =>
                oc.column('product').doUpdateSet({
                  last_processed: sql`CASE WHEN feed_producers.last_processed > excluded.last_processed THEN feed_producers.last_processed ELSE excluded.last_processed END`,
                }),
              )
              .execute()
        },
      }),
    )
    for (const [product, timestamp] of processed) health.processed(product, timestamp)
    await act(actions)
  }

  let consumer: UofConsumer | undefined
  let stopped = false
  let reconnecting = false
  const connect = async () => {
    try {
      const connected = await startUofConsumer(
        { url: options.amqpUrl, exchange: options.exchange, bindings: ['#'] },
        handle,
      )
      consumer = connected
      log.info({ exchange: options.exchange }, 'uof consumer connected')
      void connected.closed.then(async (error) => {
        consumer = undefined
        if (stopped) return
        log.error({ err: String(error) }, 'uof connection lost')
        await act(health.connectionLost())
      })
      await act(health.start(now()))
    } catch (error) {
      log.error({ err: String(error) }, 'uof consumer could not connect; trying again')
    }
  }
  await connect()
  const timer = setInterval(() => {
    if (stopped) return
    if (!consumer) {
      if (reconnecting) return
      reconnecting = true
      void connect().finally(() => (reconnecting = false))
      return
    }
    act(health.check(now())).catch((error: unknown) => {
      log.error({ err: String(error) }, 'uof health check failed')
    })
  }, options.checkMs ?? 1000)
  const reporter = setInterval(() => {
    const report = unmapped.report()
    if (report.length > 0) log.info({ unmapped: report.slice(0, 10) }, 'uof markets kept out')
  }, 60_000)
  reporter.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    clearInterval(reporter)
    await consumer?.close()
    // A node that no longer reads the feed (its lease moved) does not say its producers are up.
    for (const product of options.products) producerUp(product, false)
  }
}
