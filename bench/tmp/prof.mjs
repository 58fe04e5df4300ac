import { chromium } from '@playwright/test'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
const url = process.argv[2] ?? 'http://127.0.0.1:4555/sports'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(url)
await new Promise((r) => setTimeout(r, Number(process.env.WAIT_MS ?? 6000)))
const { profile } = await cdp.send('Profiler.stop')
await browser.close()
const maps = new Map()
async function mapFor(u) {
  if (!u.includes('/_next/static/')) return null
  if (maps.has(u)) return maps.get(u)
  const code = await (await fetch(u)).text()
  const m = code.match(/sourceMappingURL=(\S+)/)
  let tm = null
  if (m) { try { const j = await (await fetch(new URL(m[1], u))).json(); tm = j.sections ? null : new TraceMap(j) } catch {} }
  maps.set(u, tm); return tm
}
const dt = {}
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const counts = new Map()
for (let i = 0; i < profile.samples.length; i++) counts.set(profile.samples[i], (counts.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0))
const self = {}, bySource = {}
for (const [id, us] of counts) {
  const n = byId.get(id); const cf = n.callFrame
  let src = cf.url.split('/').pop()
  const tm = await mapFor(cf.url)
  if (tm) { const p = originalPositionFor(tm, { line: cf.lineNumber + 1, column: cf.columnNumber }); if (p.source) src = p.source.replace(/.*node_modules\//, '').replace('turbopack:///[project]/', '') }
  const key = `${cf.functionName || '(anon)'} @ ${src}`
  self[key] = (self[key] ?? 0) + us
  const group = src.split('/').slice(0, src.startsWith('apps') ? 5 : 2).join('/')
  bySource[group] = (bySource[group] ?? 0) + us
}
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const srcOf = new Map()
for (const n of profile.nodes) { const cf = n.callFrame; let src = cf.url.split('/').pop(); const tm = await mapFor(cf.url); if (tm) { const p = originalPositionFor(tm, { line: cf.lineNumber + 1, column: cf.columnNumber }); if (p.source) src = p.source.replace(/.*node_modules\//, '').replace('turbopack:///[project]/', '') } srcOf.set(n.id, src) }
const incl = {}
for (const [id, us] of counts) { const seen = new Set(); let cur = id; while (cur !== undefined) { const s = srcOf.get(cur); const g = s.split('/').slice(0, s.startsWith('apps') || s.startsWith('packages') ? 4 : 2).join('/'); seen.add(g); cur = parent.get(cur) } for (const g of seen) incl[g] = (incl[g] ?? 0) + us }
const top = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n')
console.log(top(incl, 45)); console.log('---'); console.log(top(bySource, 15)); console.log('---'); console.log(top(self, 40))
