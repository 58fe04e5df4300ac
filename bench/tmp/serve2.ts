import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../lib/processes'
const dataDir = mkdtempSync(join(tmpdir(), 'lh-'))
const api = await startServer('apps/api/src/server.ts', { SEED: '1', DATABASE_PATH: join(dataDir, 'sb.db') }, { portVariable: 'API_PORT', readyPath: '/healthz' })
for (const [dist, port] of [['.next-bench-new', 4555], ['.next-bench-old', 4556]] as const) {
  spawn(process.execPath, ['server.mjs', '--hostname', '127.0.0.1', '--port', String(port)], { cwd: 'apps/web', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: dist, API_ORIGIN: api.origin, BUDGET_FLOOR: '1' }, stdio: 'inherit' })
}
console.log('READY', api.origin)
setInterval(() => {}, 1e6)
