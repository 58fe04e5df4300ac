// The Unified Odds Feed's consumer (issue 40): messages per second the api takes off RabbitMQ —
// read, checked, translated, written and published — next to a baseline measured in this run:
// the same simulated match events applied in-process, as the api's own simulator does, on the
// same database kind (SQLite) and catalogue.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateCatalogue, type FeedEvent } from '@sportsbook/feed'
import {
  UOF_PRODUCT,
  aliveMessage,
  snapshotCompleteMessage,
  startUofPublisher,
  uofMessageOf,
  type OutgoingMessage,
} from '@sportsbook/uof'
import {
  applyFeedEvents,
  insertCatalogue,
  migrateToLatest,
  openSqlite,
  startUofIntake,
} from '@sportsbook/api'
import { startRabbitMq } from '@sportsbook/test-support'
import { liveSimulator } from './lib/live-simulator'

const START = Date.now()
const SIM_SECONDS = Number(process.env.BENCH_UOF_SECONDS ?? 60)
const catalogue = generateCatalogue({ seed: 1, now: new Date(START).toISOString() })
const sportUrns = new Map(catalogue.sports.map((s) => [s.id, s.urnId]))
const matches = catalogue.matches.filter(
  (m) => m.type === 'match' && Date.parse(m.startTime) <= START,
)

const simulator = liveSimulator(catalogue, START)
simulator.tick(START)
const batches: FeedEvent[][] = []
for (let s = 1; s <= SIM_SECONDS; s += 1) batches.push(simulator.tick(START + s * 1000))
const events = batches.flat()

const urnOf = new Map(
  matches.map((m) => [
    m.id,
    { eventUrn: m.urnId, sportUrn: sportUrns.get(m.sportId) ?? 'sr:sport:1' },
  ]),
)
let stamp = START
const messages = events.flatMap((event): OutgoingMessage[] => {
  const urn = 'matchId' in event ? urnOf.get(event.matchId) : undefined
  const message =
    urn && uofMessageOf(event, { product: UOF_PRODUCT.live, timestamp: ++stamp, ...urn })
  return message ? [message] : []
})

const lastMessageAt = stamp

const dir = mkdtempSync(join(tmpdir(), 'sportsbook-uof-bench-'))
const rabbit = await startRabbitMq()
try {
  // Baseline: the simulator's own path, one transaction per tick.
  const inProcess = openSqlite(join(dir, 'in-process.db'))
  await migrateToLatest(inProcess)
  await insertCatalogue(inProcess, catalogue)
  let t = performance.now()
  for (const batch of batches) await applyFeedEvents(inProcess, batch)
  const baselineRate = events.length / ((performance.now() - t) / 1000)
  await inProcess.destroy()

  // The UOF path: a producer publishes every message; the intake takes them off the queue.
  const db = openSqlite(join(dir, 'uof.db'))
  await migrateToLatest(db)
  await insertCatalogue(db, catalogue)
  const producer = await startUofPublisher(rabbit.url, 'unifiedfeed')
  const recovery = createServer((request, response) => {
    const id = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('request_id'))
    response.writeHead(202).end()
    producer.send(snapshotCompleteMessage(UOF_PRODUCT.live, ++stamp, id))
  })
  await new Promise<void>((resolve) => recovery.listen(0, '127.0.0.1', resolve))
  let published = 0
  const state = { up: false }
  const isUp = () => state.up
  const quiet = {
    info: (_: object, m: string) => (state.up ||= m === 'uof producer up'),
    warn: () => undefined,
    error: () => undefined,
  }
  const stop = await startUofIntake(db, { publish: () => (published += 1) }, quiet, {
    amqpUrl: rabbit.url,
    exchange: 'unifiedfeed',
    products: [UOF_PRODUCT.live],
    aliveTimeoutMs: 600_000,
    recoveryUrl: `http://127.0.0.1:${String((recovery.address() as AddressInfo).port)}/v1`,
    accessToken: 'bench',
    settleOnUnconfirmed: false,
  })
  producer.send(aliveMessage(UOF_PRODUCT.live, ++stamp))
  while (!isUp()) await new Promise((resolve) => setTimeout(resolve, 20))

  const last = lastMessageAt
  t = performance.now()
  for (const message of messages) producer.send(message)
  // Done when the last message's timestamp is stored (written with its batch).
  for (;;) {
    const row = await db
      .selectFrom('feed_producers')
      .select('last_processed')
      .where('product', '=', UOF_PRODUCT.live)
      .executeTakeFirst()
    if (Number(row?.last_processed ?? 0) >= last) break
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  const uofRate = messages.length / ((performance.now() - t) / 1000)
  console.log(
    `uof consumer: ${Math.round(uofRate)} messages/s (${messages.length} UOF messages of ${matches.length} live matches over ${SIM_SECONDS} simulated s: read, check, translate, write, publish ${published} push events; SQLite) | baseline in-process simulator ${Math.round(baselineRate)} events/s (the same ${events.length} events) | ratio ${(uofRate / baselineRate).toFixed(2)}`,
  )
  await stop()
  await producer.close()
  recovery.close()
  await db.destroy()
} finally {
  await rabbit.stop()
  rmSync(dir, { recursive: true, force: true })
}
