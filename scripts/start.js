// `npm start`: install if needed, build, then run api (:4000) and web (:3000) together with
// prefixed logs until Ctrl-C stops both. `npm run dev` does the same with hot reload, no build.
import { demoApiEnv, demoWebEnv } from './lib/demo-env.js'
import { log, start } from './lib/process.js'
import { buildWeb, ensureDependencies, portFromEnv, requireFreePort } from './lib/setup.js'

const dev = process.argv.includes('--dev')
const webPort = portFromEnv('WEB_PORT', 3000)
const apiPort = portFromEnv('API_PORT', 4000)
const partnerPort = portFromEnv('PARTNER_PORT', 3095)
const apiOrigin = `http://127.0.0.1:${apiPort}`
// The canonical address follows WEB_PORT unless the operator names the public one.
const webEnv = demoWebEnv(process.env, {
  apiOrigin,
  siteUrl: `http://localhost:${webPort}`,
})
const demoEnv = demoApiEnv(process.env, { siteUrl: webEnv.SITE_URL, partnerPort })
const webHost = process.env.WEB_HOST ?? '127.0.0.1'

await ensureDependencies()
await requireFreePort(apiPort, 'API_PORT', 'api')
await requireFreePort(webPort, 'WEB_PORT', 'web')
await requireFreePort(partnerPort, 'PARTNER_PORT', 'reference games partner')

if (!dev) await buildWeb(webEnv)

const services = [
  start('node', ['examples/partner-games/server.mjs'], {
    prefix: 'partner',
    env: {
      PORT: String(partnerPort),
      PARTNER_LAUNCH_SECRET: demoEnv.PARTNER_LAUNCH_SECRET,
      SPORTSBOOK_ORIGINS: `${new URL(webEnv.SITE_URL).origin},http://127.0.0.1:${webPort}`,
    },
  }),
  start('node', ['--import', 'tsx', ...(dev ? ['--watch'] : []), 'apps/api/src/server.ts'], {
    prefix: 'api',
    env: { API_PORT: String(apiPort), LOG_PRETTY: 'true', ...demoEnv },
  }),
  // Both on loopback: the demo's conveniences below are for this machine only.
  dev
    ? start(
        '../../node_modules/.bin/next',
        ['dev', '--port', String(webPort), '--hostname', webHost],
        {
          prefix: 'web',
          cwd: 'apps/web',
          env: { ...webEnv, NEXT_TELEMETRY_DISABLED: '1' },
        },
      )
    : start('node', ['server.mjs', '--port', String(webPort), '--hostname', webHost], {
        prefix: 'web',
        cwd: 'apps/web',
        env: { ...webEnv, NEXT_TELEMETRY_DISABLED: '1' },
      }),
]

let stopping = false
function stopAll(signal) {
  if (stopping) return
  stopping = true
  for (const { child } of services) if (child.exitCode === null) child.kill(signal)
}
// A terminal's Ctrl-C reaches the children too; forwarding covers `kill <pid>` of this script.
process.on('SIGINT', () => stopAll('SIGINT'))
process.on('SIGTERM', () => stopAll('SIGTERM'))

// Print the address once both answer. The web's page is asked only once the api answers: a
// page rendered before that logs the api's refused connection.
const answers = (url) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  )
void (async () => {
  for (let attempt = 0; attempt < 600 && !stopping; attempt += 1) {
    if (
      (await answers(`${apiOrigin}/healthz`)) &&
      (await answers(`http://127.0.0.1:${webPort}/sports`))
    ) {
      log(
        `\nSportsbook is running: http://localhost:${webPort}/sports  (api ${apiOrigin}; Ctrl-C stops both)\n`,
      )
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
})()

// When either stops (a crash, or Ctrl-C), stop the other too.
const firstCode = await Promise.race(services.map(({ exited }) => exited))
const crashed = !stopping
if (crashed) log(`A service stopped on its own (exit code ${firstCode}); stopping the other.`)
stopAll('SIGTERM')
const codes = await Promise.all(services.map(({ exited }) => exited))
process.exit(crashed ? firstCode || 1 : Math.max(...codes))
