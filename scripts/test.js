// `npm test`: installs what is missing, then unit tests, and browser tests with type check, lint and
// the Node LTS check beside them.
// Every runner runs even when an earlier one fails; the last line totals them all as
// `N passed, N failed` (type check and lint count as one check each).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { log, run } from './lib/process.js'
import { LTS_MAJOR, checkServerOnLts } from './lib/lts-server.js'
import { ensureChromium, ensureClusterEngines, ensureDependencies } from './lib/setup.js'

const OUTPUT = '.test-output'
const started = Date.now()

await ensureDependencies()
const chromiumReady = await ensureChromium()
// PostgreSQL, Redis, RabbitMQ, and HAProxy and Prometheus for the cluster tests.
await ensureClusterEngines()
mkdirSync(OUTPUT, { recursive: true })

/** Reads a runner's JSON report; a missing report (the runner crashed) counts as one failure. */
function readReport(path, count) {
  if (!existsSync(path)) return { passed: 0, failed: 1 }
  return count(JSON.parse(readFileSync(path, 'utf8')))
}

/** Runs a check; `background` ones run at the lowest priority, their lines prefixed. */
async function check(name, command, args, { background = false } = {}) {
  log(
    `\n▶ ${name}: ${[command, ...args].join(' ')}${background ? ' (beside the browser tests)' : ''}`,
  )
  const code = background
    ? await run('nice', ['-n', '19', command, ...args], { prefix: name })
    : await run(command, args)
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }
}

async function vitest() {
  const report = `${OUTPUT}/vitest.json`
  rmSync(report, { force: true })
  rmSync(`${OUTPUT}/coverage`, { recursive: true, force: true })
  log('\n▶ unit: vitest run')
  const args = [
    'run',
    '--coverage',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]
  const code = await run('node_modules/.bin/vitest', args)
  const counts = readReport(report, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }))
  // A failure outside any test (a file that does not load) still fails the run.
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  return { name: 'unit', ...counts }
}

async function serverOnLts({ background = false } = {}) {
  log(`\n▶ node ${LTS_MAJOR}: the real api starts, runs its feed and stops cleanly`)
  const ok = await checkServerOnLts({ nice: background })
  return { name: `node ${LTS_MAJOR}`, passed: ok ? 1 : 0, failed: ok ? 0 : 1 }
}

async function playwright() {
  if (!chromiumReady) return { name: 'browser', passed: 0, failed: 1 }
  const report = `${OUTPUT}/playwright.json`
  rmSync(report, { force: true })
  log('\n▶ browser: playwright test (builds the web app first)')
  const code = await run('../../node_modules/.bin/playwright', ['test', '--reporter=list,json'], {
    cwd: 'apps/web',
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `../../${report}`, NEXT_TELEMETRY_DISABLED: '1' },
  })
  const counts = readReport(report, ({ stats }) => ({
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
  }))
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  return { name: 'browser', ...counts }
}

/** The browser stage's site (playwright.config.ts): it answers once its build is done. */
const E2E_SITE = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? '3100'}/sports`

/**
 * Type check, lint and the Node LTS check, started once the browser stage's site answers (its
 * build is done and its generated route types are written, which the web's type check reads),
 * at the lowest priority: the journeys leave a third of the two cores idle while they wait on
 * the feed and the pages, and these fill it without taking CPU the journeys ask for. Started
 * at once, at normal priority, if the browser stage ends first.
 */
function checksBesideBrowser(browserDone) {
  return new Promise((resolve) => {
    let timer
    let begun = false
    const begin = (background) => {
      if (begun) return
      begun = true
      clearInterval(timer)
      resolve(
        Promise.all([
          check('typecheck', 'npm', ['run', '--silent', 'typecheck'], { background }),
          check('lint', 'npm', ['run', '--silent', 'lint'], { background }),
          serverOnLts({ background }),
        ]),
      )
    }
    timer = setInterval(() => {
      fetch(E2E_SITE).then(
        (response) => response.ok && begin(true),
        () => undefined,
      )
    }, 2000)
    void browserDone.then(() => begin(false))
  })
}

// Unit tests use both cores alone; the other checks run beside the browser tests.
const unit = await vitest()
const browserDone = playwright()
const beside = checksBesideBrowser(browserDone)
const browser = await browserDone
const [typecheck, lint, lts] = await beside
const results = [typecheck, lint, unit, lts, browser]

const minutes = ((Date.now() - started) / 60_000).toFixed(1)
log(`\nSummary (${minutes} min):`)
for (const { name, passed, failed } of results) {
  log(`  ${name.padEnd(10)} ${passed} passed, ${failed} failed`)
}
const coverage = `${OUTPUT}/coverage/coverage-summary.json`
if (existsSync(coverage)) {
  const { lines } = JSON.parse(readFileSync(coverage, 'utf8')).total
  log(`  coverage   packages/domain lines ${lines.pct}% (at least 95% required)`)
}
const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
