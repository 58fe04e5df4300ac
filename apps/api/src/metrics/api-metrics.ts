import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export type PushStats = {
  readonly connections: number
  readonly sseStreams: number
  readonly subscriptions: number
  readonly publications: number
  readonly slowDropped: number
}

export type PoolStats = { readonly total: number; readonly idle: number; readonly waiting: number }

/**
 * One api node's Prometheus metrics (docs/operations.md lists them): served at /metrics on
 * METRICS_PORT. A registry per app, so tests that build several apps do not share counters.
 */
export class ApiMetrics {
  readonly registry = new Registry()

  readonly httpDuration = new Histogram({
    name: 'sportsbook_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status: latency (its _count is the rate)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  })

  readonly placements = new Counter({
    name: 'sportsbook_placements_total',
    help: 'Bet placements: result "placed", or the refusal code of the first refused bet',
    labelNames: ['result'],
    registers: [this.registry],
  })

  readonly betsSettled = new Counter({
    name: 'sportsbook_bets_settled_total',
    help: 'Bets settled by this node, by result',
    labelNames: ['result'],
    registers: [this.registry],
  })

  readonly settlementLag = new Histogram({
    name: 'sportsbook_settlement_lag_seconds',
    help: 'From a match result reaching this node to each of its bets settled',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  })

  readonly feedMessages = new Counter({
    name: 'sportsbook_feed_messages_total',
    help: 'Feed messages taken in, by producer ("simulator" for the simulated feed)',
    labelNames: ['producer'],
    registers: [this.registry],
  })

  readonly feedLag = new Gauge({
    name: 'sportsbook_feed_lag_seconds',
    help: "Age of the producer's latest message when this node took it in",
    labelNames: ['producer'],
    registers: [this.registry],
  })

  readonly producerUp = new Gauge({
    name: 'sportsbook_feed_producer_up',
    help: 'A UOF producer is up (1) or down, its markets suspended (0)',
    labelNames: ['producer'],
    registers: [this.registry],
  })

  constructor() {
    collectDefaultMetrics({ register: this.registry })
  }

  /** Push clients, subscriptions and publications, read from the gateway at each scrape. */
  watchPush(read: () => PushStats): void {
    this.#read(
      'gauge',
      'sportsbook_push_connections',
      'Push clients connected to this node',
      () => read().connections,
    )
    this.#read(
      'gauge',
      'sportsbook_push_sse_streams',
      'Of the push clients, those on the SSE emulation',
      () => read().sseStreams,
    )
    this.#read(
      'gauge',
      'sportsbook_push_subscriptions',
      'Channel subscriptions on this node',
      () => read().subscriptions,
    )
    this.#read(
      'counter',
      'sportsbook_push_publications_total',
      'Publications this node sent to the broker',
      () => read().publications,
    )
    this.#read(
      'counter',
      'sportsbook_push_slow_dropped_total',
      'Clients disconnected for not reading their pushes',
      () => read().slowDropped,
    )
  }

  /** The PostgreSQL pool's connections and the queries waiting for one. */
  watchDatabasePool(read: () => PoolStats): void {
    this.#read(
      'gauge',
      'sportsbook_db_pool_connections',
      'PostgreSQL connections open',
      () => read().total,
    )
    this.#read(
      'gauge',
      'sportsbook_db_pool_in_use',
      'PostgreSQL connections running a query',
      () => read().total - read().idle,
    )
    this.#read(
      'gauge',
      'sportsbook_db_pool_waiting',
      'Queries waiting for a PostgreSQL connection',
      () => read().waiting,
    )
  }

  /** Whether this node holds the lease `name` (1) or not (0). */
  watchLease(name: string, held: () => boolean): void {
    new Gauge({
      name: 'sportsbook_lease_held',
      help: 'This node holds the lease (1) or not (0)',
      labelNames: ['lease'],
      registers: [this.registry],
      collect() {
        this.set({ lease: name }, held() ? 1 : 0)
      },
    })
  }

  /** A figure read at each scrape: a gauge, or a counter kept elsewhere (counted since start). */
  #read(type: 'gauge' | 'counter', name: string, help: string, read: () => number): void {
    if (type === 'gauge')
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read())
        },
      })
    else
      new Counter({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.reset()
          this.inc(read())
        },
      })
  }
}
