import closeWithGrace from 'close-with-grace'
import { ensureCatalogue } from './catalogue/seed'
import { migrateToLatest, openDatabase } from './db/database'
import { readEnv } from './env'
import { startUofProducer } from './feed/uof-producer'
import { producerHttp } from './feed/uof-producer-http'
import { createLogger } from './logger'

// `npm run feed:producer`: our simulator as a Unified Odds Feed provider (issue 40). It follows
// the matches of the api's database (DATABASE_URL / DATABASE_PATH), publishes what happens in
// them as UOF messages to AMQP_URL's exchange (UOF_EXCHANGE), and answers recovery requests and
// controls on FEED_PRODUCER_PORT, each with UOF_ACCESS_TOKEN. An api started with
// FEED_SOURCE=uof and UOF_RECOVERY_URL=http://127.0.0.1:<port>/v1 takes its feed.
const env = readEnv()
const log = createLogger(env)
if (!env.AMQP_URL || !env.UOF_ACCESS_TOKEN) {
  log.error('feed:producer needs AMQP_URL (the broker to publish to) and UOF_ACCESS_TOKEN')
  process.exit(1)
}
const db = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.DATABASE_PATH })
await migrateToLatest(db)
await ensureCatalogue(db, { seed: env.SEED, now: new Date().toISOString() })
const producer = await startUofProducer(
  db,
  {
    amqpUrl: env.AMQP_URL,
    exchange: env.UOF_EXCHANGE,
    seed: env.SEED,
    speed: env.FEED_SPEED,
    tickMs: env.FEED_TICK_MS,
    // Several alives within the consumer's limit, as UOF's producers send them.
    aliveMs: Math.max(500, Math.floor(env.UOF_ALIVE_TIMEOUT_MS / 4)),
  },
  log,
)
const http = producerHttp(producer, env.UOF_ACCESS_TOKEN)
const address = await http.listen({ host: env.API_HOST, port: env.FEED_PRODUCER_PORT })
log.info({ address, exchange: env.UOF_EXCHANGE }, 'simulated UOF producer running')

closeWithGrace({ delay: env.SHUTDOWN_GRACE_MS }, async () => {
  await http.close()
  await producer.stop()
  await db.destroy()
})
