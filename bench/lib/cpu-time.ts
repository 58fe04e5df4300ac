import { readFileSync, readdirSync } from 'node:fs'

/** Linux's clock ticks per second for /proc's CPU times (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100

type Process = { readonly pid: number; readonly name: string; readonly ms: number }

/** Every process's name and the CPU it has used (user + system), from /proc. */
function processes(): Process[] {
  const out: Process[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    // "pid (name) state ppid …": the name may hold spaces; fields 14 and 15 are utime, stime.
    const close = stat.lastIndexOf(')')
    const fields = stat.slice(close + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    out.push({
      pid: Number(entry),
      name: stat.slice(stat.indexOf('(') + 1, close),
      ms: (ticks * 1000) / TICKS_PER_SECOND,
    })
  }
  return out
}

/**
 * CPU milliseconds used from now until the returned function is called, by the process `pid`
 * and by every process named `group` (e.g. PostgreSQL's backends). Throughput on a shared
 * two-core machine swings with its neighbours; the CPU one operation costs swings less.
 */
export function cpuSince(pid: number, group: string): () => { own: number; group: number } {
  const before = new Map(processes().map((p) => [p.pid, p.ms]))
  // A process started meanwhile counts from zero; one that ended meanwhile is lost (none should).
  const used = (p: Process) => p.ms - (before.get(p.pid) ?? 0)
  return () => {
    const after = processes()
    const total = (keep: (p: Process) => boolean) =>
      after.filter(keep).reduce((sum, p) => sum + used(p), 0)
    return { own: total((p) => p.pid === pid), group: total((p) => p.name === group) }
  }
}
