import { chromium } from '@playwright/test'
const url = process.argv[2] ?? 'http://127.0.0.1:4555/sports'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const scripts = []
page.on('response', (r) => { if (r.url().endsWith('.js')) scripts.push(r.url()) })
await page.goto(url)
await new Promise((r) => setTimeout(r, 6000))
await browser.close()
const html = await (await fetch(url)).text()
const first = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => new URL(m[1], url).toString()))
for (const u of scripts) {
  const code = await (await fetch(u)).text()
  const m = code.match(/sourceMappingURL=(\S+)/)
  if (!m) continue
  const map = await (await fetch(new URL(m[1], u))).json()
  const sources = map.sources ?? map.sections.flatMap((s) => s.map.sources)
  const ours = sources.filter((s) => /contracts\/src|zod\/v4\/classic\/external|apps\/web\/src/.test(s)).map((s) => s.replace(/.*\[project\]\//, '').replace('node_modules/', ''))
  console.log(first.has(u) ? 'FIRST' : 'LAZY ', u.split('/').pop(), (code.length / 1024).toFixed(0) + 'KB', ours.filter(s=>!s.startsWith('apps/web/src/app')).slice(0, 14).join(' '))
}
