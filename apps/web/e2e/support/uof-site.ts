import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  freePort,
  startNodeProcess,
  startRabbitMq,
  type NodeProcess,
} from '@sportsbook/test-support'

// Playwright loads the journeys as CommonJS (apps/web is not an ES module package).
const webDir = resolve(__dirname, '../..')
const apiDir = resolve(webDir, '../api')
const startApiProcess = (entry: string, env: Record<string, string>) =>
  startNodeProcess(apiDir, entry, env)
const TOKEN = 'e2e uof access token, not a real one'

export type UofSite = {
  /** The sportsbook's address, its api fed by the UOF consumer. */
  readonly origin: string
  /** The api process now (a new one after `restartApi`). */
  api(): NodeProcess
  /** Kills the api with SIGKILL and starts it again on the same port and database. */
  restartApi(): Promise<void>
  stop(): Promise<void>
}

/**
 * The whole UOF path on its own processes (issue 40): Debian's RabbitMQ, the simulator as a UOF
 * producer (`npm run feed:producer`), an api with FEED_SOURCE=uof, and the e2e build of the web
 * started again against that api (one build runs against any API_ORIGIN: server.mjs).
 * The producer plays matches `speed` times faster than real time; scripts and styles come from
 * `assetPrefix`, the main e2e site, as the build says.
 */
export async function startUofSite(speed: number, assetPrefix: string): Promise<UofSite> {
  const rabbit = await startRabbitMq()
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-e2e-uof-'))
  const [producerPort, apiPort, webPort] = [await freePort(), await freePort(), await freePort()]
  const origin = `http://127.0.0.1:${String(webPort)}`
  const common = {
    DATABASE_PATH: join(dir, 'uof.db'),
    AMQP_URL: rabbit.url,
    UOF_ACCESS_TOKEN: TOKEN,
    UOF_ALIVE_TIMEOUT_MS: '3000',
    LOG_LEVEL: 'info',
  }
  const apiEnv = {
    ...common,
    API_PORT: String(apiPort),
    FEED_SOURCE: 'uof',
    UOF_RECOVERY_URL: `http://127.0.0.1:${String(producerPort)}/v1`,
    SITE_URL: origin,
    // Kept across the restart, as an operator's is: the page's push token stays good.
    PUSH_TOKEN_SECRET: 'e2e uof push token secret, not a real one',
    // Players sign up through the development mailbox and deposit with the demo provider.
    DEV_MAILBOX: 'true',
    DEMO_PAYMENTS: 'true',
    AUTH_ATTEMPTS_PER_MINUTE: '500',
  }
  let api = startApiProcess('src/server.ts', apiEnv)
  await api.listening()
  const producer = startApiProcess('src/uof-producer-main.ts', {
    ...common,
    FEED_SPEED: String(speed),
    FEED_TICK_MS: '250',
    FEED_PRODUCER_PORT: String(producerPort),
  })
  await producer.printed(/simulated UOF producer running/, 60_000)
  const web = startNodeProcess(
    webDir,
    'server.mjs',
    {
      NEXT_DIST_DIR: '.next-e2e',
      API_ORIGIN: `http://127.0.0.1:${String(apiPort)}`,
      SITE_URL: origin,
      // The build's scripts name the main e2e site as their CDN (ASSET_PREFIX): so does this.
      ASSET_PREFIX: assetPrefix,
    },
    ['--hostname', '127.0.0.1', '--port', String(webPort)],
  )
  await web.printed(/web listening on/, 60_000)
  return {
    origin,
    api: () => api,
    restartApi: async () => {
      api.child.kill('SIGKILL')
      await api.exited
      api = startApiProcess('src/server.ts', apiEnv)
      await api.listening()
    },
    stop: async () => {
      for (const { child } of [web, producer, api])
        if (child.exitCode === null) child.kill('SIGKILL')
      await rabbit.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
