import type { ApiNode, Cluster } from '@sportsbook/test-support'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { auditLedger } from '../../wallet/audit'
import {
  callAs,
  httpPlayer,
  placementLoad,
  playerPage,
  pricedSelections,
  pushWatchers,
} from './load'
import type { PlacementSelection } from '@sportsbook/contracts'

// Fault drills of the scaled-out sportsbook (issue 41, docs/scaling.md): each breaks one part of
// a running cluster under load, checks what players must never see, and answers its figures.
// `npm run drills` runs them all and prints a table; npm test runs them too.

export type DrillContext = { readonly cluster: Cluster; readonly db: Kysely<Database> }

export type Drill = {
  readonly name: string
  /** The drill fails when it takes longer. */
  readonly limitMs: number
  /** Runs it; answers its figures in words, or throws saying what went wrong. */
  run(context: DrillContext): Promise<string>
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `check` answers true, polling; throws naming `what` after `timeoutMs`. */
async function until(what: string, timeoutMs: number, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${String(timeoutMs)} ms`)
    await pause(100)
  }
}

/** One sample of a node's metrics (`series` as printed, labels included); undefined if absent. */
export async function scrape(node: ApiNode, series: string): Promise<number | undefined> {
  const text = await fetch(`${node.metricsOrigin}/metrics`).then(
    (r) => r.text(),
    () => '',
  )
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const LEASE = 'sportsbook_lease_held{lease="background"}'

/** The node holding the background lease, as its metrics say. */
async function leaseHolder(cluster: Cluster): Promise<ApiNode | undefined> {
  for (const node of cluster.apiNodes) if ((await scrape(node, LEASE)) === 1) return node
  return undefined
}

/** The ledger audit; throws with its problems. */
async function auditClean(db: Kysely<Database>): Promise<void> {
  const audit = await auditLedger(db)
  if (audit.problems.length > 0) throw new Error(`ledger audit: ${audit.problems.join('; ')}`)
}

/** Bets among `ids` that are not in the database. */
async function missingBets(db: Kysely<Database>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0
  const found = await db
    .selectFrom('bets')
    .select(sql<number>`count(*)`.as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow()
  return ids.length - found.n
}

const refusals = (counts: Readonly<Record<string, number>>) =>
  Object.entries(counts)
    .map(([code, n]) => `${String(n)} ${code}`)
    .join(', ') || 'none'

/** The producer's control settling `selection` as half a win (a two-way dead heat). */
export function deadHeat(selection: PlacementSelection | undefined) {
  if (!selection) throw new Error('no selection to settle')
  return {
    type: 'dead_heat',
    match_id: selection.match_id,
    market_id: selection.market_id,
    specifier: selection.specifier,
    outcome_id: selection.outcome_id,
    ways: 2,
  }
}

/** One value of a Prometheus instant query (the first series), or undefined when it has none. */
async function queryPrometheus(cluster: Cluster, query: string): Promise<number | undefined> {
  if (!cluster.prometheusOrigin) throw new Error('the cluster runs no Prometheus')
  const url = `${cluster.prometheusOrigin}/api/v1/query?query=${encodeURIComponent(query)}`
  const body = (await (await fetch(url)).json()) as {
    data?: { result?: { value: [number, string] }[] }
  }
  const value = body.data?.result?.[0]?.value[1]
  return value === undefined ? undefined : Number(value)
}

/** Prometheus's `up` of an api node: 1 scraped, 0 not. */
const upInPrometheus = (cluster: Cluster, node: ApiNode) =>
  queryPrometheus(
    cluster,
    `up{job="sportsbook-api",instance="${new URL(node.metricsOrigin).host}"}`,
  )

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export const killNodeUnderLoad: Drill = {
  name: 'kill -9 an api node under placement and push load',
  limitMs: 90_000,
  async run({ cluster, db }) {
    const holder = await leaseHolder(cluster)
    const victim = cluster.apiNodes.find((node) => node !== holder)
    if (!victim) throw new Error('no node without the lease')
    const watchers = await pushWatchers(cluster.origin, 12)
    const load = await placementLoad(db, cluster.origin, 8)
    try {
      // Only this drill's clients (a page an earlier test closed may still be going away).
      await until('the 12 push clients, and only they, connected', 20_000, async () => {
        const counts = await Promise.all(
          cluster.apiNodes.map((node) => scrape(node, 'sportsbook_push_connections')),
        )
        return counts.reduce<number>((sum, n) => sum + (n ?? 0), 0) === 12
      })
      const onVictim = (await scrape(victim, 'sportsbook_push_connections')) ?? 0
      if (onVictim === 0) throw new Error('no push client on the node to kill')
      await pause(2000)
      victim.process().child.kill('SIGKILL')
      await victim.process().exited
      const survivor = cluster.apiNodes.find((node) => node !== victim)
      if (!survivor) throw new Error('no other node')
      const killedAt = Date.now()
      await until('every client connected again, to the other node', 20_000, async () => {
        return (await scrape(survivor, 'sportsbook_push_connections')) === 12
      })
      await until('Prometheus sees the node down', 20_000, async () => {
        return (await upInPrometheus(cluster, victim)) === 0
      })
      const seenDown = Date.now() - killedAt
      const startedAt = Date.now()
      await victim.start()
      await until('Prometheus sees the node up again', 20_000, async () => {
        return (await upInPrometheus(cluster, victim)) === 1
      })
      const seenUp = Date.now() - startedAt
      const result = await load.stop()
      const lost = await missingBets(db, result.acknowledged)
      const reconnected = watchers.clients.filter((c) => c.connects > 1)
      const recovered = reconnected.filter((c) => c.resubscribed.every((r) => r.recovered))
      if (lost > 0) throw new Error(`${String(lost)} acknowledged bets are not in the database`)
      if (reconnected.length < onVictim)
        throw new Error(`${String(reconnected.length)} of ${String(onVictim)} clients reconnected`)
      if (recovered.length < reconnected.length)
        throw new Error(
          `${String(reconnected.length - recovered.length)} clients lost publications`,
        )
      await auditClean(db)
      return (
        `${String(result.acknowledged.length)} bets acknowledged, 0 lost ` +
        `(${String(result.retried)} asked again after the kill; refused: ${refusals(result.refused)}); ` +
        `${String(reconnected.length)} of 12 push clients were on it: all reconnected and ` +
        `recovered without a gap; Prometheus saw it down ${seconds(seenDown)} after the ` +
        `kill and up ${seconds(seenUp)} after it was started again; audit clean`
      )
    } finally {
      watchers.close()
      await load.stop()
    }
  },
}

export const killLeaseHolder: Drill = {
  name: 'kill -9 the lease holder',
  limitMs: 90_000,
  async run({ cluster, db }) {
    const holder = await leaseHolder(cluster)
    const other = cluster.apiNodes.find((node) => node !== holder)
    if (!holder || !other) throw new Error('no lease holder and other node')
    const watchers = await pushWatchers(cluster.origin, 4)
    // A player's bet, their page on the node that stays.
    const player = await httpPlayer(db, other.origin)
    const [selection] = await pricedSelections(db, 1)
    const placed = await callAs(other.origin, player, '/api/v3/bets', {
      bets: [{ stake: { subunits: 10_00, currency: 'EUR' }, selections: [selection] }],
    })
    const [bet] = (placed.body.data ?? []) as { betId: string }[]
    if (!bet) throw new Error(`the bet was not placed: ${JSON.stringify(placed.body)}`)
    const page = await playerPage(other.origin, player)
    try {
      const killedAt = Date.now()
      holder.process().child.kill('SIGKILL')
      await holder.process().exited
      // The provider settles the bet while no node holds the feed: the next holder must catch
      // up on it from where the last one stopped.
      await cluster.controlProducer(deadHeat(selection))
      await until('the other node takes the lease', 20_000, async () => {
        return (await scrape(other, LEASE)) === 1
      })
      const takeover = Date.now() - killedAt
      const before = watchers.clients.map((c) => c.publications)
      const messages = 'sportsbook_feed_messages_total{producer="1"}'
      const fed = (await scrape(other, messages)) ?? 0
      await until('prices move again', 20_000, async () => {
        return ((await scrape(other, messages)) ?? 0) > fed
      })
      await until('every page gets prices again', 20_000, () =>
        watchers.clients.every((c, i) => c.publications > (before[i] ?? 0)),
      )
      const resumed = Date.now() - killedAt
      await until('the player sees their bet settled', 20_000, () =>
        page.pushed.some((p) => p.type === 'bet_changed' && p.status === 'done'),
      )
      const settled = Date.now() - killedAt
      await holder.start()
      const twice = await db
        .selectFrom('ledger_entries')
        .select('reference')
        .where('kind', '=', 'bet_payout')
        .groupBy('reference')
        .having(sql<number>`count(*)`, '>', 1)
        .execute()
      if (twice.length > 0) throw new Error(`${String(twice.length)} bets paid twice`)
      await auditClean(db)
      return (
        `lease taken over in ${seconds(takeover)}, prices on every page again after ` +
        `${seconds(resumed)}; a bet the provider settled during the outage paid and pushed ` +
        `to its player after ${seconds(settled)}; no bet paid twice; audit clean`
      )
    } finally {
      page.close()
      watchers.close()
    }
  },
}

export const restartPostgres: Drill = {
  name: 'restart PostgreSQL',
  limitMs: 90_000,
  async run({ cluster, db }) {
    const player = await httpPlayer(db, cluster.origin)
    const [selection] = await pricedSelections(db, 1)
    const bet = { bets: [{ stake: { subunits: 1_00, currency: 'EUR' }, selections: [selection] }] }
    cluster.engines.postgres.down()
    const downAt = Date.now()
    let down = true
    try {
      const slowest = { ms: 0 }
      for (const node of cluster.apiNodes) {
        const asked = Date.now()
        const ready = await fetch(`${node.origin}/readyz`)
        const placed = await callAs(node.origin, player, '/api/v3/bets', bet)
        slowest.ms = Math.max(slowest.ms, Date.now() - asked)
        if (ready.status !== 503 || placed.status !== 503)
          throw new Error(
            `${node.name} answered ${String(ready.status)} / ${String(placed.status)}, not 503`,
          )
      }
      await pause(1000)
      cluster.engines.postgres.up()
      down = false
      const upAt = Date.now()
      await until('placements succeed again', 30_000, async () => {
        const placed = await callAs(cluster.origin, player, '/api/v3/bets', bet).catch(() => ({
          status: 0,
        }))
        return placed.status === 200
      })
      const back = Date.now() - upAt
      await until('one node holds the lease again', 30_000, async () => {
        const held = await Promise.all(cluster.apiNodes.map((node) => scrape(node, LEASE)))
        return held.filter((h) => h === 1).length === 1
      })
      await auditClean(db)
      return (
        `down ${seconds(upAt - downAt)}: readiness and placements answered 503 on both nodes ` +
        `within ${String(slowest.ms)} ms; placing again ${seconds(back)} after it was back; ` +
        `one lease holder; audit clean`
      )
    } finally {
      if (down) cluster.engines.postgres.up()
    }
  },
}

export const restartRedis: Drill = {
  name: 'restart Redis',
  limitMs: 60_000,
  async run({ cluster, db }) {
    const watchers = await pushWatchers(cluster.origin, 6)
    try {
      await cluster.engines.redis.down()
      await pause(2000)
      await cluster.engines.redis.up()
      const upAt = Date.now()
      const before = watchers.clients.map((c) => c.publications)
      await until('every page gets publications again', 30_000, () =>
        watchers.clients.every((c, i) => c.publications > (before[i] ?? 0)),
      )
      const resumed = Date.now() - upAt
      const told = watchers.clients.filter((c) => c.resubscribed.some((r) => !r.recovered)).length
      await auditClean(db)
      return (
        `publications reached all 6 pages again ${seconds(resumed)} after Redis was back; ` +
        `${String(told)} were told their history was lost (they refetch); audit clean`
      )
    } finally {
      watchers.close()
    }
  },
}

export const restartRabbitMq: Drill = {
  name: 'restart RabbitMQ',
  limitMs: 90_000,
  async run({ cluster, db }) {
    const up = (product: number) => `sportsbook_feed_producer_up{producer="${String(product)}"}`
    const messages = 'sportsbook_feed_messages_total{producer="1"}'
    /** A series of whichever node holds the feed now (the lease may move on a busy machine). */
    const onHolder = async (series: string) => {
      const holder = await leaseHolder(cluster)
      return holder && (await scrape(holder, series))
    }
    await cluster.engines.rabbit.down()
    const downAt = Date.now()
    let down = true
    try {
      await until('the consumer marks the producers down', 20_000, async () => {
        return (await onHolder(up(1))) === 0
      })
      const noticed = Date.now() - downAt
      await cluster.engines.rabbit.up()
      down = false
      const upAt = Date.now()
      const fed = (await onHolder(messages)) ?? 0
      await until('both producers up again and prices moving', 60_000, async () => {
        const [live, prematch, now] = [
          await onHolder(up(1)),
          await onHolder(up(3)),
          await onHolder(messages),
        ]
        return live === 1 && prematch === 1 && (now ?? 0) > fed
      })
      await auditClean(db)
      return (
        `producers down (markets suspended) ${seconds(noticed)} after the broker had stopped; ` +
        `recovered and up again ${seconds(Date.now() - upAt)} after it was back; audit clean`
      )
    } finally {
      if (down) await cluster.engines.rabbit.up()
    }
  },
}

/** What the drills' api nodes run with besides the cluster's settings. */
export const DRILL_API_ENV = {
  LOG_LEVEL: 'warn',
  LEASE_TTL_MS: '3000',
  // The load places as fast as it is answered; the per-player limit would refuse most of it.
  PLACEMENTS_PER_MINUTE: '100000',
}

/** In the order `npm run drills` runs them. */
export const DRILLS: readonly Drill[] = [
  killNodeUnderLoad,
  killLeaseHolder,
  restartPostgres,
  restartRedis,
  restartRabbitMq,
]
