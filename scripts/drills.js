// `npm run drills`: the fault drills of the scaled-out sportsbook (issue 41, docs/scaling.md).
// Installs what is missing (npm dependencies; Debian's PostgreSQL, Redis, RabbitMQ, HAProxy and Prometheus),
// then runs apps/api/src/testing/drills/run-drills.ts: a cluster, each drill, a table.
import { log, run } from './lib/process.js'
import { ensureClusterEngines, ensureDependencies } from './lib/setup.js'

await ensureDependencies()
if (!(await ensureClusterEngines())) {
  log('The drills need the engines above.')
  process.exit(1)
}
process.exit(await run('node', ['--import', 'tsx', 'apps/api/src/testing/drills/run-drills.ts']))
