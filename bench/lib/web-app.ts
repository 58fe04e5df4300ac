import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, rmSync } from 'node:fs'
import { freePort } from '@sportsbook/test-support'

const WEB = 'apps/web'
const DIST = '.next-bench'
const NEXT = '../../node_modules/.bin/next'

const benchEnv = (apiOrigin: string) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: DIST,
  API_ORIGIN: apiOrigin,
  BUDGET_FLOOR: '1',
})

/** BENCH_REUSE_BUILD=1 keeps the bench build and reuses it (while changing a bench, not the app). */
const REUSE = process.env.BENCH_REUSE_BUILD === '1'

/** Builds the web app with the bench pages (BUDGET_FLOOR=1 adds app/budget-floor). */
export async function buildBenchWeb(): Promise<void> {
  if (REUSE && existsSync(`${WEB}/${DIST}/BUILD_ID`)) return
  console.log('building the web app (with the bench pages)…')
  // The api's address is read when the app starts, not baked into the build.
  const build = spawn(NEXT, ['build'], {
    cwd: WEB,
    env: benchEnv('http://127.0.0.1:1'),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const [buildCode] = (await once(build, 'exit')) as [number | null]
  if (buildCode !== 0) throw new Error(`next build exited with ${String(buildCode)}`)
}

/** Removes the bench build. */
export function removeBenchWeb(): void {
  if (REUSE) return
  rmSync(`${WEB}/${DIST}`, { recursive: true, force: true })
}

/**
 * Starts the built bench app behind its own server (server.mjs: the api's paths proxied to
 * `apiOrigin`, as in production) on `port` (a free one by default) and answers its origin
 * once `readyPath` loads.
 */
export async function serveBenchWeb(apiOrigin: string, readyPath = '/budget-floor', port?: number) {
  const listen = port ?? (await freePort())
  const web = spawn(
    process.execPath,
    ['server.mjs', '--hostname', '127.0.0.1', '--port', String(listen)],
    { cwd: WEB, env: benchEnv(apiOrigin), stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const origin = `http://127.0.0.1:${String(listen)}`
  await waitFor(`${origin}${readyPath}`)
  return {
    origin,
    async stop(): Promise<void> {
      web.kill('SIGTERM')
      await once(web, 'exit')
    },
  }
}

/** Builds and starts the bench app; `stop` also removes the build. */
export async function startBenchWeb(apiOrigin: string, readyPath = '/budget-floor') {
  await buildBenchWeb()
  const web = await serveBenchWeb(apiOrigin, readyPath)
  return {
    origin: web.origin,
    async stop(): Promise<void> {
      await web.stop()
      removeBenchWeb()
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
