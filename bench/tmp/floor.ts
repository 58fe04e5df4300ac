import { bytesBySource, withoutMapComment } from '../lib/js-modules'
const url = process.argv[2] ?? 'http://127.0.0.1:4555/budget-floor'
const html = await (await fetch(url)).text()
const srcs = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].map((t) => t[1]!))
const by = new Map<string, number>()
for (const src of srcs) {
  const u = new URL(src, url).toString()
  const { code, mapUrl } = withoutMapComment(u, await (await fetch(u)).text())
  const b = (mapUrl && (await bytesBySource(mapUrl, code))) || new Map([[src, code.length]])
  for (const [g, n] of b) by.set(g, (by.get(g) ?? 0) + n)
}
for (const [g, n] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 200)) console.log(g.padEnd(40), (n / 1024).toFixed(1))
