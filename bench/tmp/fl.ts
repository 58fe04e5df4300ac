import { gzipSync } from 'node:zlib'
import { withoutMapComment } from '../lib/js-modules'
for (const origin of ['http://127.0.0.1:4555', 'http://127.0.0.1:4556']) for (const path of ['/budget-floor', '/sports', process.env.MATCH ?? '/sports/live']) {
  const url = origin + path
  const html = await (await fetch(url)).text()
  const srcs = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].filter((t) => !/nomodule/i.test(t[0])).map((t) => t[1]!))
  let gz = 0
  for (const src of srcs) { const u = new URL(src, url).toString(); const { code } = withoutMapComment(u, await (await fetch(u)).text()); gz += gzipSync(code).length }
  console.log(origin.slice(-4), path.padEnd(40), (gz / 1024).toFixed(1), 'KB gzip')
}
