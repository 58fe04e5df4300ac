import { chromium } from '@playwright/test'
const url = process.argv[2] ?? 'http://127.0.0.1:4555/sports'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] })
await page.goto(url)
await new Promise((r) => setTimeout(r, Number(process.env.WAIT_MS ?? 6000)))
const buf = await browser.stopTracing()
await browser.close()
const events = JSON.parse(buf.toString()).traceEvents
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart' )?.ts ?? Math.min(...events.filter(e=>e.ts>0).map((e) => e.ts))
const mainPid = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 50000 && (!mainPid || e.pid === mainPid))
let tbt = 0
for (const t of tasks) {
  tbt += t.dur / 1000 - 50
  const inside = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e !== t)
  const kinds = {}
  for (const e of inside) {
    if (['FunctionCall','EventDispatch','TimerFire','FireAnimationFrame','ParseHTML','EvaluateScript','v8.compile','XHRReadyStateChange','ResourceReceivedData','RunMicrotasks','Layout','UpdateLayoutTree','Paint','HandlePostMessage','V8.GCScavenger','MajorGC','MinorGC'].includes(e.name)) {
      const d = e.args?.data ?? {}
      const label = e.name + (d.type ? ':' + d.type : '') + (d.url ? ' ' + String(d.url).split('/').pop().slice(0, 30) : '') + (d.functionName ? ' ' + d.functionName : '')
      kinds[label] = (kinds[label] ?? 0) + (e.dur ?? 0) / 1000
    }
  }
  const top = Object.entries(kinds).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')
  console.log(`${((t.ts - nav) / 1000).toFixed(0).padStart(6)} ms  ${(t.dur / 1000).toFixed(0).padStart(4)} ms  ${top}`)
}
console.log('sum over 50 ms:', tbt.toFixed(0))
