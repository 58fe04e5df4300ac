// The feed (issue 5): outcome price updates generated per second on one core, next to a
// baseline that produces the same number of updates with no model (a random walk); and
// database writes per second of those updates on SQLite and PostgreSQL, next to plain
// single-row UPDATEs by primary key on the same database, all measured in this run.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateCatalogue, seededRandom, type FeedEvent } from '@sportsbook/feed'
import {
  applyFeedEvents,
  insertCatalogue,
  migrateToLatest,
  openPostgres,
  openSqlite,
  type Database,
} from '@sportsbook/api'
import { startPostgresCluster } from '@sportsbook/test-support'
import type { Kysely } from 'kysely'
import { liveSimulator } from './lib/live-simulator'

const START = Date.now()
const SIM_SECONDS = Number(process.env.BENCH_FEED_SECONDS ?? 120)
const catalogue = generateCatalogue({ seed: 1, now: new Date(START).toISOString() })

const simulator = () => liveSimulator(catalogue, START)

const changesOf = (events: readonly FeedEvent[]) =>
  events.reduce(
    (n, e) =>
      n + (e.type === 'odds_change' ? e.markets.reduce((k, m) => k + m.outcomes.length, 0) : 0),
    0,
  )

// 1. Price updates per CPU second.
const sim = simulator()
sim.tick(START) // kick-off of every live match, not part of the steady state
const batches: FeedEvent[][] = []
const cpu = process.cpuUsage()
for (let s = 1; s <= SIM_SECONDS; s += 1) batches.push(sim.tick(START + s * 1000))
const used = process.cpuUsage(cpu)
const cpuSeconds = (used.user + used.system) / 1e6
const updates = batches.reduce((n, b) => n + changesOf(b), 0)

const random = seededRandom(9)
const baselineCpu = process.cpuUsage()
const walk: { id: number; oddsMillis: number }[] = []
for (let i = 0; i < updates; i += 1)
  walk.push({ id: i % 5000, oddsMillis: 1010 + Math.floor(random.next() * 9000) })
const baselineUsed = process.cpuUsage(baselineCpu)
const baselineSeconds = Math.max(1e-6, (baselineUsed.user + baselineUsed.system) / 1e6)
console.log(
  `price updates: ${Math.round(updates / cpuSeconds)} per CPU second (${sim.trackedCount} live matches, ${Math.round(updates / SIM_SECONDS)} per simulated second at FEED_SPEED=1) | baseline random walk ${Math.round(updates / baselineSeconds)}/s | ratio ${(updates / cpuSeconds / (updates / baselineSeconds)).toFixed(4)}`,
)

// 2. Database writes per second.
async function writes(label: string, db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db)
  await insertCatalogue(db, catalogue)
  const sample = batches.slice(0, 30)
  const rows = sample.reduce((n, b) => n + changesOf(b), 0)
  let t = performance.now()
  for (const batch of sample) await applyFeedEvents(db, batch)
  const feedRate = rows / ((performance.now() - t) / 1000)
  const outcomes = await db
    .selectFrom('outcomes')
    .select(['match_id', 'market_id', 'specifier', 'outcome_id'])
    .limit(2000)
    .execute()
  t = performance.now()
  for (const [i, o] of outcomes.entries()) {
    await db
      .updateTable('outcomes')
      .set({ odds: 1500 + (i % 100) })
      .where('match_id', '=', o.match_id)
      .where('market_id', '=', o.market_id)
      .where('specifier', '=', o.specifier)
      .where('outcome_id', '=', o.outcome_id)
      .execute()
  }
  const plainRate = outcomes.length / ((performance.now() - t) / 1000)
  console.log(
    `${label} feed writes: ${Math.round(feedRate)} outcome updates/s (one transaction and one batched UPDATE per table per tick) | baseline single-row UPDATE ${Math.round(plainRate)}/s | ratio ${(feedRate / plainRate).toFixed(2)}`,
  )
  await db.destroy()
}

const dir = mkdtempSync(join(tmpdir(), 'sportsbook-feed-bench-'))
try {
  await writes('sqlite', openSqlite(join(dir, 'feed.db')))
  const cluster = await startPostgresCluster()
  try {
    await writes('postgres', openPostgres(cluster.url))
  } finally {
    cluster.stop()
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
