import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process'
import type { Readable } from 'node:stream'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'
import { startNodeProcess, type NodeProcess } from './node-process'
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster'
import { startRabbitMq, type RabbitMq } from './rabbitmq-server'
import { startRedis } from './redis-server'

export type ClusterOptions = {
  /** The repository's root (deploy/, apps/). */
  readonly root: string
  /** Where players connect: HAProxy's site frontend (a free port when 0). */
  readonly sitePort: number
  /** Start the web twice behind the balancer (needs its build, `.next` or `webDistDir`). */
  readonly web: boolean
  readonly webDistDir?: string
  /** Start Prometheus scraping every node and HAProxy. */
  readonly prometheus: boolean
  /** Prometheus's scrape interval instead of deploy/prometheus's 5 s (the drills take 1 s). */
  readonly scrapeInterval?: string
  /** How many times faster than real time the UOF producer plays its matches. */
  readonly feedSpeed: number
  /** Settings every api node gets besides the cluster's own (the demo's conveniences, say). */
  readonly apiEnv?: Readonly<Record<string, string>>
  /** Settings the web nodes get besides their api and site addresses. */
  readonly webEnv?: Readonly<Record<string, string>>
  /** Each process's output, line by line, named (`api1`, `producer`, …). */
  readonly onOutput?: (name: string, text: string) => void
}

export type ApiNode = {
  readonly name: string
  readonly origin: string
  readonly metricsOrigin: string
  /** The node's process now (a new one after `start`). */
  process(): NodeProcess
  /** Starts the node again on its ports, after it stopped or was killed; back in rotation. */
  start(): Promise<void>
}

export type Cluster = {
  /** The site through the balancer. */
  readonly origin: string
  readonly apiNodes: readonly ApiNode[]
  /** Prometheus's HTTP API, when it was started. */
  readonly prometheusOrigin?: string
  /** Posts a control to the simulated UOF producer (a bet_cancel, a dead heat: its /control). */
  controlProducer(control: Readonly<Record<string, unknown>>): Promise<void>
  readonly urls: { readonly database: string; readonly redis: string; readonly amqp: string }
  /** The shared engines, to take down and bring up again (the drills). */
  readonly engines: {
    readonly postgres: Pick<PostgresCluster, 'down' | 'up'>
    readonly redis: { down(): Promise<void>; up(): Promise<void> }
    readonly rabbit: Pick<RabbitMq, 'down' | 'up'>
  }
  /** What runs where, for people: one row per process. */
  readonly addresses: readonly { readonly part: string; readonly address: string }[]
  stop(): Promise<void>
}

const API_NODES = 2

/** Polls `url` until it answers 2xx (or `timeoutMs` passes, or `started` has exited). */
async function answered(url: string, timeoutMs: number, started?: NodeProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    if (started && started.child.exitCode !== null)
      throw new Error(`${url}: the process exited:\n${started.output().slice(-4000)}`)
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A Debian binary as a child process whose output goes to `onOutput`. */
function startBinary(
  name: string,
  file: string,
  args: readonly string[],
  env: Record<string, string>,
  onOutput: ClusterOptions['onOutput'],
): ChildProcessByStdio<null, Readable, Readable> {
  const child = spawn(file, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
    onOutput?.(name, chunk.toString())
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  child.once('exit', (code) => {
    if (code !== 0 && code !== null)
      onOutput?.(name, `${name} exited with ${String(code)}\n${output}`)
  })
  return child
}

/**
 * The scaled-out sportsbook on this machine (issue 41, docs/scaling.md): PostgreSQL, Redis and
 * RabbitMQ from Debian's packages, the simulator as a UOF producer, two api nodes sharing them,
 * optionally the web twice, Debian's HAProxy in front (deploy/haproxy/haproxy.cfg) and
 * Prometheus scraping every node (deploy/prometheus/prometheus.yml). Everything is thrown away
 * on stop.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { root, onOutput } = options
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-cluster-'))
  const stops: (() => Promise<void> | void)[] = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne()
    rmSync(dir, { recursive: true, force: true })
  }
  const killOnStop = (child: ChildProcess) => {
    stops.push(async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    })
  }
  const node = (
    name: string,
    dirName: string,
    entry: string,
    env: Record<string, string>,
    args: readonly string[] = [],
  ) => {
    const started = startNodeProcess(join(root, dirName), entry, env, args, (text) =>
      onOutput?.(name, text),
    )
    killOnStop(started.child)
    return started
  }
  try {
    const postgres = await startPostgresCluster()
    stops.push(() => {
      postgres.stop()
    })
    const redis = await startRedis()
    stops.push(() => redis.stop())
    const rabbit = await startRabbitMq()
    stops.push(() => rabbit.stop())

    const sitePort = options.sitePort || (await freePort())
    const origin = `http://127.0.0.1:${String(sitePort)}`
    const token = randomBytes(16).toString('hex')
    const producerPort = await freePort()
    const producer = node('producer', 'apps/api', 'src/uof-producer-main.ts', {
      DATABASE_PATH: join(dir, 'producer.db'),
      AMQP_URL: rabbit.url,
      UOF_ACCESS_TOKEN: token,
      FEED_SPEED: String(options.feedSpeed),
      FEED_PRODUCER_PORT: String(producerPort),
    })
    await producer.printed(/simulated UOF producer running/, 60_000)

    const apiEnv: Record<string, string> = {
      ...options.apiEnv,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      FEED_SOURCE: 'uof',
      AMQP_URL: rabbit.url,
      UOF_RECOVERY_URL: `http://127.0.0.1:${String(producerPort)}/v1`,
      UOF_ACCESS_TOKEN: token,
      // Every node signs and checks the same push tokens.
      PUSH_TOKEN_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: origin,
      // Longer than HAProxy takes to see a stopping node's readiness fail (2 checks, 1 s apart).
      SHUTDOWN_DRAIN_MS: '3000',
    }
    const statsPort = await freePort()
    /** Waits until HAProxy's checks have put the api node `name` in rotation. */
    const inRotation = async (name: string) => {
      const deadline = Date.now() + 30_000
      for (;;) {
        const csv = await fetch(`http://127.0.0.1:${String(statsPort)}/;csv`).then(
          (r) => r.text(),
          () => '',
        )
        if (csv.split('\n').some((row) => row.startsWith(`api,${name},`) && row.includes(',UP,')))
          return
        if (Date.now() > deadline) throw new Error(`HAProxy did not put ${name} back in rotation`)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    const apiNodes: ApiNode[] = []
    for (let index = 1; index <= API_NODES; index += 1) {
      const [port, metricsPort] = [await freePort(), await freePort()]
      const name = `api${String(index)}`
      const env = { ...apiEnv, API_PORT: String(port), METRICS_PORT: String(metricsPort) }
      let current = node(name, 'apps/api', 'src/server.ts', env)
      const apiNode: ApiNode = {
        name,
        origin: `http://127.0.0.1:${String(port)}`,
        metricsOrigin: `http://127.0.0.1:${String(metricsPort)}`,
        process: () => current,
        start: async () => {
          current = node(name, 'apps/api', 'src/server.ts', env)
          await answered(`${apiNode.origin}/readyz`, 60_000, current)
          await inRotation(name)
        },
      }
      // One at a time: the first migrates and seeds the shared database.
      await answered(`${apiNode.origin}/readyz`, 60_000, current)
      apiNodes.push(apiNode)
    }

    const webPorts = [await freePort(), await freePort()]
    if (options.web)
      for (const [index, port] of webPorts.entries())
        node(
          `web${String(index + 1)}`,
          'apps/web',
          'server.mjs',
          {
            ...options.webEnv,
            API_ORIGIN: origin,
            SITE_URL: origin,
            NEXT_TELEMETRY_DISABLED: '1',
            ...(options.webDistDir && { NEXT_DIST_DIR: options.webDistDir }),
          },
          ['--hostname', '127.0.0.1', '--port', String(port)],
        )

    const haproxy = startBinary(
      'haproxy',
      '/usr/sbin/haproxy',
      ['-db', '-f', join(root, 'deploy/haproxy/haproxy.cfg')],
      {
        SITE_BIND: `127.0.0.1:${String(sitePort)}`,
        STATS_BIND: `127.0.0.1:${String(statsPort)}`,
        API_NODE_1: new URL(apiNodes[0]?.origin ?? '').host,
        API_NODE_2: new URL(apiNodes[1]?.origin ?? '').host,
        WEB_NODE_1: `127.0.0.1:${String(webPorts[0])}`,
        WEB_NODE_2: `127.0.0.1:${String(webPorts[1])}`,
      },
      onOutput,
    )
    killOnStop(haproxy)
    await answered(`${origin}/api/v2/sports`, 30_000)
    if (options.web) await answered(`${origin}/sports`, 120_000)

    const addresses = [
      { part: 'site (HAProxy)', address: options.web ? `${origin}/sports` : origin },
      { part: 'HAProxy stats', address: `http://127.0.0.1:${String(statsPort)}/` },
      ...apiNodes.map((n) => ({
        part: n.name,
        address: `${n.origin} (metrics ${n.metricsOrigin}/metrics)`,
      })),
      ...(options.web
        ? webPorts.map((port, i) => ({
            part: `web${String(i + 1)}`,
            address: `http://127.0.0.1:${String(port)}`,
          }))
        : []),
      { part: 'UOF producer', address: `http://127.0.0.1:${String(producerPort)}/v1` },
      { part: 'PostgreSQL', address: postgres.url },
      { part: 'Redis', address: redis.url },
      { part: 'RabbitMQ', address: rabbit.url },
    ]
    let prometheusOrigin: string | undefined
    if (options.prometheus) {
      const promDir = join(dir, 'prometheus')
      const port = await freePort()
      writeFileSync(
        join(dir, 'api-targets.json'),
        JSON.stringify([
          {
            targets: apiNodes.map((n) => new URL(n.metricsOrigin).host),
            labels: { cluster: 'local' },
          },
        ]),
      )
      writeFileSync(
        join(dir, 'haproxy-targets.json'),
        JSON.stringify([{ targets: [`127.0.0.1:${String(statsPort)}`] }]),
      )
      const config = readFileSync(join(root, 'deploy/prometheus/prometheus.yml'), 'utf8')
      writeFileSync(
        join(dir, 'prometheus.yml'),
        options.scrapeInterval
          ? config.replaceAll(
              /(scrape|evaluation)_interval: 5s/g,
              `$1_interval: ${options.scrapeInterval}`,
            )
          : config,
      )
      const prometheus = startBinary(
        'prometheus',
        '/usr/bin/prometheus',
        [
          `--config.file=${join(dir, 'prometheus.yml')}`,
          `--storage.tsdb.path=${promDir}`,
          `--web.listen-address=127.0.0.1:${String(port)}`,
        ],
        {},
        onOutput,
      )
      killOnStop(prometheus)
      prometheusOrigin = `http://127.0.0.1:${String(port)}`
      await answered(`${prometheusOrigin}/-/ready`, 60_000)
      addresses.push({ part: 'Prometheus', address: prometheusOrigin })
    }
    return {
      origin,
      apiNodes,
      ...(prometheusOrigin !== undefined && { prometheusOrigin }),
      async controlProducer(control) {
        const response = await fetch(`http://127.0.0.1:${String(producerPort)}/control`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-access-token': token },
          body: JSON.stringify(control),
        })
        if (response.status !== 202)
          throw new Error(`producer control: ${String(response.status)} ${await response.text()}`)
      },
      urls: { database: postgres.url, redis: redis.url, amqp: rabbit.url },
      engines: { postgres, redis, rabbit },
      addresses,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
