// `npm run start:cluster`: the scaled-out sportsbook on this machine (issue 41, docs/scaling.md).
// Installs what is missing (npm dependencies; Debian's PostgreSQL, Redis, RabbitMQ, HAProxy and
// Prometheus, as root), builds the web, then starts scripts/cluster.ts: every part on its own
// port behind HAProxy at CLUSTER_PORT (8080), its addresses printed. Ctrl-C stops them all.
import { resolve } from 'node:path'
import { demoApiEnv, demoWebEnv } from './lib/demo-env.js'
import { start } from './lib/process.js'
import {
  buildWeb,
  ensureClusterEngines,
  ensureDependencies,
  portFromEnv,
  requireFreePort,
} from './lib/setup.js'

const sitePort = portFromEnv('CLUSTER_PORT', 8080)
const siteUrl = `http://127.0.0.1:${sitePort}`
const feedSpeed = Number(process.env.FEED_SPEED ?? '1')
const webEnv = demoWebEnv(process.env, { apiOrigin: siteUrl, siteUrl })
// The demo's conveniences, as `npm start` has them; the partner's games are not started here.
const apiEnv = {
  ...demoApiEnv(process.env, { siteUrl, partnerPort: 3095 }),
  PRODUCTS: '',
  LOG_PRETTY: 'true',
}
delete apiEnv.PARTNER_LAUNCH_URL
delete apiEnv.PARTNER_LAUNCH_SECRET
// The api nodes run in apps/api: the operator's files are found from here.
for (const file of ['BONUS_CAMPAIGNS_FILE', 'JACKPOTS_FILE']) apiEnv[file] = resolve(apiEnv[file])

await ensureDependencies()
if (!(await ensureClusterEngines())) process.exit(1)
await requireFreePort(sitePort, 'CLUSTER_PORT', 'the cluster’s load balancer')

await buildWeb(webEnv)

const cluster = start('node', ['--import', 'tsx', 'scripts/cluster.ts'], {
  env: {
    CLUSTER_SETTINGS: JSON.stringify({ sitePort, feedSpeed, apiEnv, webEnv }),
    LOG_PRETTY: 'false',
  },
})
// A terminal's Ctrl-C reaches the cluster too; forwarding covers `kill <pid>` of this script.
process.on('SIGINT', () => cluster.child.kill('SIGINT'))
process.on('SIGTERM', () => cluster.child.kill('SIGTERM'))
process.exit(await cluster.exited)
