import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startServer, stopServer } from '../lib/processes'
import { buildBenchWeb, serveBenchWeb } from '../lib/web-app'

const dataDir = mkdtempSync(join(tmpdir(), 'lh-'))
const api = await startServer('apps/api/src/server.ts', { SEED: '1', DATABASE_PATH: join(dataDir, 'sb.db') }, { portVariable: 'API_PORT', readyPath: '/healthz' })
await buildBenchWeb()
const web = await serveBenchWeb(api.origin)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] })
const paths = (process.env.LH_PATHS ?? '/sports').split(',')
try {
  for (let i = 0; i < Number(process.env.LH_RUNS ?? 2); i++) for (const path of paths) {
    const r = await lighthouse(`${web.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const a = r!.lhr.audits
    console.log(path, 'perf', r!.lhr.categories.performance?.score, 'FCP', a['first-contentful-paint']?.displayValue, 'LCP', a['largest-contentful-paint']?.displayValue, 'TBT', a['total-blocking-time']?.displayValue, 'SI', a['speed-index']?.displayValue)
    const lt = a['long-tasks']?.details as any
    for (const item of lt?.items ?? []) console.log('  long task', item.url, Math.round(item.duration), 'start', Math.round(item.startTime))
    const bt = a['bootup-time']?.details as any
    for (const item of (bt?.items ?? []).slice(0, 8)) console.log('  bootup', item.url, Math.round(item.total), 'script', Math.round(item.scripting), 'parse', Math.round(item.scriptParseCompile))
    const mw = a['mainthread-work-breakdown']?.details as any
    for (const item of mw?.items ?? []) console.log('  main', item.group, Math.round(item.duration))
    const lcpEl = a['largest-contentful-paint-element']?.details as any
    console.log('  lcp element', JSON.stringify(lcpEl?.items?.[0]?.items?.[0]?.node?.snippet ?? lcpEl).slice(0, 300))
    console.log('  lcp phases', JSON.stringify(lcpEl?.items?.[1]?.items ?? '').slice(0, 500))
    writeFileSync(`/tmp/lh-${i}-${path.replace(/\W/g, '_')}.json`, JSON.stringify(r!.lhr))
  }
} finally {
  chrome.kill(); await web.stop(); await stopServer(api.child)
}
