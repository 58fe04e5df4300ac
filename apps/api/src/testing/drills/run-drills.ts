// `npm run drills` (scripts/drills.js): starts the cluster, runs every fault drill in turn under
// its time limit, and prints a table. Exits non-zero when one fails.
import { resolve } from 'node:path'
import { startCluster } from '@sportsbook/test-support'
import { openPostgres } from '../../db/database'
import { DRILL_API_ENV, DRILLS } from './drills'

const root = resolve(import.meta.dirname, '../../../../..')
console.log(
  'Starting the cluster (PostgreSQL, Redis, RabbitMQ, producer, two api nodes, HAProxy, Prometheus)…',
)
const cluster = await startCluster({
  root,
  sitePort: 0,
  web: false,
  prometheus: true,
  scrapeInterval: '1s',
  feedSpeed: 5,
  apiEnv: DRILL_API_ENV,
})
const db = openPostgres(cluster.urls.database)
const rows: { drill: string; result: string; seconds: string; figures: string }[] = []
try {
  for (const drill of DRILLS) {
    console.log(`▶ ${drill.name}`)
    const started = Date.now()
    let timer: NodeJS.Timeout | undefined
    const limit = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`over its limit of ${String(drill.limitMs / 1000)} s`))
      }, drill.limitMs)
    })
    const outcome = await Promise.race([drill.run({ cluster, db }), limit]).then(
      (figures) => ({ result: 'passed', figures }),
      (error: unknown) => ({ result: 'FAILED', figures: String(error) }),
    )
    clearTimeout(timer)
    rows.push({
      drill: drill.name,
      result: outcome.result,
      seconds: ((Date.now() - started) / 1000).toFixed(1),
      figures: outcome.figures,
    })
    console.log(`  ${outcome.result}: ${outcome.figures}`)
  }
} finally {
  await db.destroy()
  await cluster.stop()
}
console.log('')
console.log('| drill | result | seconds | figures |')
console.log('| --- | --- | --- | --- |')
for (const row of rows)
  console.log(`| ${row.drill} | ${row.result} | ${row.seconds} | ${row.figures} |`)
process.exit(rows.every((row) => row.result === 'passed') ? 0 : 1)
