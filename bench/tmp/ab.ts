import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const targets = (process.env.AB ?? 'new=http://127.0.0.1:4555,old=http://127.0.0.1:4556').split(',').map((t) => t.split('=') as [string, string])
const path = process.env.LH_PATH ?? '/sports'
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] })
try {
  for (let i = 0; i < Number(process.env.RUNS ?? 3); i++) for (const [name, origin] of targets) {
    const r = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const a = r!.lhr.audits
    console.log(name.padEnd(4), path, 'perf', Math.round((r!.lhr.categories.performance?.score ?? 0) * 100), 'FCP', a['first-contentful-paint']?.displayValue, 'LCP', a['largest-contentful-paint']?.displayValue, 'TBT', a['total-blocking-time']?.displayValue, 'TTI', a['interactive']?.displayValue, 'BI', r!.lhr.environment.benchmarkIndex)
  }
} finally { chrome.kill() }
