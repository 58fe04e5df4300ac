// `npm test`: installs what is missing, then type check, lint, unit tests and browser tests.
// Every runner runs even when an earlier one fails; the last line totals them all as
// `N passed, N failed` (type check and lint count as one check each).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { log, run } from './lib/process.js'
import { LTS_MAJOR, checkServerOnLts } from './lib/lts-server.js'
import {
  ensureChromium,
  ensureDependencies,
  ensurePostgres,
  ensureRabbitMq,
  ensureRedis,
} from './lib/setup.js'

const OUTPUT = '.test-output'
const started = Date.now()

await ensureDependencies()
const chromiumReady = await ensureChromium()
await ensurePostgres()
await ensureRedis()
await ensureRabbitMq()
mkdirSync(OUTPUT, { recursive: true })

/** Reads a runner's JSON report; a missing report (the runner crashed) counts as one failure. */
function readReport(path, count) {
  if (!existsSync(path)) return { passed: 0, failed: 1 }
  return count(JSON.parse(readFileSync(path, 'utf8')))
}

async function check(name, command, args) {
  log(`\n▶ ${name}: ${[command, ...args].join(' ')}`)
  const code = await run(command, args)
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

async function serverOnLts() {
  log(`\n▶ node ${LTS_MAJOR}: the real api starts, runs its feed and stops cleanly`)
  const ok = await checkServerOnLts()
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

// Type check and lint are single-threaded; on two cores they run side by side, with the Node LTS
// check beside them (it mostly waits: on the registry, then on its server's feed).
const [typecheck, lint, lts] = await Promise.all([
  check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  check('lint', 'npm', ['run', '--silent', 'lint']),
  serverOnLts(),
])
const results = [typecheck, lint, await vitest(), lts, await playwright()]

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
