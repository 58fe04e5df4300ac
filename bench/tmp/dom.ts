const url = process.argv[2] ?? 'http://127.0.0.1:4555/sports'
const pat = new RegExp(process.argv[3] ?? 'packages/(domain|contracts)/src')
const html = await (await fetch(url)).text()
const srcs = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].map((t) => t[1]!))
const seen = new Map<string, number>()
for (const src of srcs) {
  const u = new URL(src, url).toString()
  const code = await (await fetch(u)).text()
  const m = code.match(/sourceMappingURL=(\S+)/)
  if (!m) continue
  const map = (await (await fetch(new URL(m[1]!, u))).json()) as any
  const secs = map.sections ? map.sections.map((s: any) => s.map) : [map]
  for (const s of secs) s.sources.forEach((x: string, i: number) => { if (pat.test(x)) seen.set(x.replace(/.*\[project\]\//, ''), (s.sourcesContent?.[i] ?? '').length) })
}
for (const [k, v] of [...seen].sort((a, b) => b[1] - a[1])) console.log(k.padEnd(60), v)
