// The cluster itself, started by `npm run start:cluster` (scripts/start-cluster.js) once the
// dependencies, Debian's engines and the web's build are there. Runs until Ctrl-C.
import { createInterface } from 'node:readline'
import { Readable } from 'node:stream'
import { startCluster } from '@sportsbook/test-support'

const root = process.cwd()
const settings = JSON.parse(process.env.CLUSTER_SETTINGS ?? '{}') as {
  sitePort: number
  feedSpeed: number
  apiEnv: Record<string, string>
  webEnv: Record<string, string>
}

/** Each process's lines, prefixed with its name: `[api2] …`. */
function print(name: string, text: string) {
  const lines = createInterface({ input: Readable.from([text]) })
  lines.on('line', (line) => process.stdout.write(`[${name}] ${line}\n`))
}

console.log(
  'Starting PostgreSQL, Redis, RabbitMQ, the UOF producer, two api nodes, the web twice, HAProxy and Prometheus…',
)
const cluster = await startCluster({
  root,
  sitePort: settings.sitePort,
  web: true,
  prometheus: true,
  feedSpeed: settings.feedSpeed,
  apiEnv: settings.apiEnv,
  webEnv: settings.webEnv,
  onOutput: print,
})
console.log('\nThe sportsbook runs as a cluster (Ctrl-C stops every part):')
for (const { part, address } of cluster.addresses) console.log(`  ${part.padEnd(16)} ${address}`)
console.log('')

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  console.log('Stopping every part…')
  await cluster.stop()
  console.log('Stopped.')
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
