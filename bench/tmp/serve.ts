import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../lib/processes'
import { buildBenchWeb, serveBenchWeb } from '../lib/web-app'
const dataDir = mkdtempSync(join(tmpdir(), 'lh-'))
const api = await startServer('apps/api/src/server.ts', { SEED: '1', DATABASE_PATH: join(dataDir, 'sb.db'), ...(process.env.FEED_OFF ? { FEED_ENABLED: 'false' } : {}) }, { portVariable: 'API_PORT', readyPath: '/healthz' })
await buildBenchWeb()
const web = await serveBenchWeb(api.origin, '/budget-floor', Number(process.env.WEB_PORT ?? 4555))
console.log('READY', web.origin, api.origin)
process.on('SIGTERM', async () => { await web.stop(); api.child.kill(); process.exit(0) })
setInterval(() => {}, 1e6)
