const url = process.argv[2] ?? 'http://127.0.0.1:4555/sports'
const html = await (await fetch(url)).text()
const srcs = new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].map((t) => t[1]!))
const where = new Map<string, string[]>()
for (const src of srcs) {
  const u = new URL(src, url).toString()
  const code = await (await fetch(u)).text()
  const m = code.match(/sourceMappingURL=(\S+)/)
  if (!m) continue
  const map = (await (await fetch(new URL(m[1]!, u))).json()) as any
  const secs = map.sections ? map.sections.map((s: any) => s.map) : [map]
  for (const s of secs) for (const x of s.sources as string[]) { const k = x.replace(/.*\[project\]\//, ''); where.set(k, [...(where.get(k) ?? []), src.split('/').pop()!]) }
}
for (const [k, v] of where) if (v.length > 1 && !k.includes('next/dist')) console.log(v.length, k, v.join(' '))
