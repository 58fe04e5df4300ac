import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { freePort } from '@sportsbook/test-support'

const WEB = 'apps/web'
const DIST = '.next-bench'
const NEXT = '../../node_modules/.bin/next'

/**
 * Builds the web app with the bench pages (BUDGET_FLOOR=1 adds app/budget-floor) against the
 * api at `apiOrigin`, starts it on a free port and answers its origin once `readyPath` loads.
 */
export async function startBenchWeb(apiOrigin: string, readyPath = '/budget-floor') {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST,
    API_ORIGIN: apiOrigin,
    BUDGET_FLOOR: '1',
  }
  console.log('building the web app (with the bench pages)…')
  const build = spawn(NEXT, ['build'], { cwd: WEB, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const [buildCode] = (await once(build, 'exit')) as [number | null]
  if (buildCode !== 0) throw new Error(`next build exited with ${String(buildCode)}`)
  const port = await freePort()
  const web = spawn(NEXT, ['start', '--port', String(port)], {
    cwd: WEB,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://localhost:${String(port)}`
  await waitFor(`${origin}${readyPath}`)
  return {
    origin,
    async stop(): Promise<void> {
      web.kill('SIGTERM')
      await once(web, 'exit')
      rmSync(`${WEB}/${DIST}`, { recursive: true, force: true })
    },
  }
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}
