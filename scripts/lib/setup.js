// What `npm start` and `npm test` make sure of before doing anything: dependencies installed,
// ports free, and (for the browser tests) Debian's Chromium present.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { log, run } from './process.js'

const INSTALL_MARKER = 'node_modules/.package-lock.json'

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const stale =
    !existsSync(INSTALL_MARKER) ||
    statSync('package-lock.json').mtimeMs > statSync(INSTALL_MARKER).mtimeMs
  if (!stale) return
  log(
    'Installing dependencies with npm ci (the first time takes a few minutes: better-sqlite3 builds from source)…',
  )
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'])
  if (code !== 0) {
    log('npm ci failed; see the output above.')
    process.exit(code)
  }
}

/**
 * Installs a Debian package as root when `present` says it is missing; otherwise explains.
 * Returns whether the package is there afterwards.
 */
async function ensureDebianPackage(name, present, purpose) {
  if (present()) return true
  if (process.getuid?.() !== 0) {
    log(`${purpose} need Debian's ${name} package. Install it as root (apt-get install ${name}).`)
    return false
  }
  log(`Installing Debian's ${name} for ${purpose.toLowerCase()} (apt-get)…`)
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  const ok =
    (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
    (await run('apt-get', ['install', '-y', '-qq', name], { env })) === 0
  if (!ok || !present()) log(`apt-get could not install ${name}.`)
  return ok && present()
}

/** PostgreSQL server binaries for the database tests (unless DATABASE_URL points at a server). */
function ensurePostgres() {
  if (process.env.DATABASE_URL) return Promise.resolve(true)
  const present = () =>
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) =>
      existsSync(`/usr/lib/postgresql/${v}/bin/initdb`),
    )
  return ensureDebianPackage('postgresql', present, 'Database tests')
}

/** Debian's redis-server for the push broker tests (unless REDIS_URL points at a server). */
function ensureRedis() {
  if (process.env.REDIS_URL) return Promise.resolve(true)
  return ensureDebianPackage(
    'redis-server',
    () => existsSync('/usr/bin/redis-server'),
    'Push broker tests',
  )
}

/** Debian's rabbitmq-server for the UOF feed tests (unless AMQP_URL points at a broker). */
function ensureRabbitMq() {
  if (process.env.AMQP_URL) return Promise.resolve(true)
  return ensureDebianPackage(
    'rabbitmq-server',
    () => existsSync('/usr/lib/rabbitmq/bin/rabbitmq-server'),
    'UOF feed tests',
  )
}

/**
 * What `npm run start:cluster`, the drills and the cluster tests run besides our own processes: Debian's PostgreSQL, Redis,
 * RabbitMQ, HAProxy and Prometheus. Returns whether all are there.
 */
export async function ensureClusterEngines() {
  const present = [
    await ensurePostgres(),
    await ensureRedis(),
    await ensureRabbitMq(),
    await ensureDebianPackage('haproxy', () => existsSync('/usr/sbin/haproxy'), 'The cluster'),
    await ensureDebianPackage('prometheus', () => existsSync('/usr/bin/prometheus'), 'The cluster'),
  ]
  return present.every(Boolean)
}

/**
 * What `npm run bench` drives and starts besides our processes: Debian's wrk (the load
 * generator of the GET benches), PostgreSQL, and Chromium for the web benches.
 */
export async function ensureBenchTools() {
  const present = [
    await ensureDebianPackage('wrk', () => existsSync('/usr/bin/wrk'), 'The benchmarks'),
    await ensurePostgres(),
    await ensureChromium(),
  ]
  return present.every(Boolean)
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's chromium for the browser tests; never a downloaded browser. */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) return Promise.resolve(existsSync(CHROMIUM_PATH))
  return ensureDebianPackage('chromium', () => existsSync(CHROMIUM_PATH), 'Browser tests')
}

/** Builds the web app with `webEnv` (its settings are read at build time too); exits on failure. */
export async function buildWeb(webEnv) {
  log('Building the web app (about 20–40 s)…')
  const built = await run('npm', ['run', 'build', '-w', '@sportsbook/web'], {
    prefix: 'build',
    env: { ...webEnv, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (built !== 0) {
    log('The web build failed; see the [build] lines above.')
    process.exit(built)
  }
}

/** Resolves true when nothing listens on the port (on any interface). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port }, () => server.close(() => resolve(true)))
  })
}

/** Exits with a message naming the port and the variable that changes it when it is taken. */
export async function requireFreePort(port, variable, what) {
  if (await isPortFree(port)) return
  log(
    `Port ${port} (${what}) is in use. Stop what is using it, or set ${variable} to another port.`,
  )
  process.exit(1)
}

/** Reads a port number from the environment, or exits naming the variable. */
export function portFromEnv(variable, fallback) {
  const raw = process.env[variable]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (Number.isInteger(port) && port > 0 && port < 65536) return port
  log(`${variable} must be a port number between 1 and 65535; got "${raw}".`)
  process.exit(1)
}
