const url = process.argv[2] ?? 'http://127.0.0.1:4555/sports'
const html = await (await fetch(url)).text()
const srcs = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].map((t) => t[1]!))
for (const src of srcs) {
  const u = new URL(src, url).toString()
  const code = await (await fetch(u)).text()
  const m = code.match(/sourceMappingURL=(\S+)/)
  if (!m) continue
  const map = await (await fetch(new URL(m[1]!, u))).json() as any
  const sources: string[] = map.sources ?? map.sections.flatMap((s: any) => s.map.sources)
  const hits = sources.filter((s) => /contracts\/src|zod\/v4\/classic\/external|zod\/v4\/core\/api/.test(s))
  if (hits.length) console.log(src, hits.map((h) => h.replace(/.*\[project\]\//, '')).join(' '))
}
