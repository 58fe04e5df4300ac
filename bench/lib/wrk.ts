import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

export type LoadResult = { readonly rps: number; readonly p99Ms: number }

/** The header of a request that takes a gzipped answer, as browsers' requests do. */
export const ACCEPT_GZIP = { 'accept-encoding': 'gzip' }

const run = promisify(execFile)
/** Milliseconds per unit of wrk's latency figures. */
const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

/**
 * Drives one URL with wrk (Debian's `wrk`, which `npm run bench` installs) over `connections`
 * keep-alive connections from one thread for `durationS` seconds. wrk is written in C: it spent
 * 8–16 µs of CPU an answer here where autocannon spent 19–189, so on two shared cores the
 * server, not the load generator, sets the figure (decision 176). With `paths`, the requests
 * go to those paths of the URL's origin in turn instead. Fails on any answer that is not a 2xx
 * and on any socket error or time-out (10 s).
 */
export async function load(
  url: string,
  connections: number,
  durationS: number,
  headers: Record<string, string> = {},
  paths: readonly string[] = [],
): Promise<LoadResult> {
  const args = ['-t1', `-c${connections}`, `-d${durationS}s`, '--timeout', '10s', '--latency']
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  const script = paths.length > 0 ? pathsScript(paths) : undefined
  if (script) args.push('-s', script.file)
  try {
    const { stdout } = await run('wrk', [...args, url]).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new Error("wrk is not installed: `npm run bench` installs Debian's wrk (as root)")
      throw error
    })
    return parseWrk(url, stdout)
  } finally {
    script?.remove()
  }
}

/** A wrk script (Lua) whose requests take `paths` in turn, with the command line's headers. */
function pathsScript(paths: readonly string[]): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-wrk-'))
  const file = join(dir, 'paths.lua')
  // A JSON string of these ASCII paths is a Lua string literal too.
  writeFileSync(
    file,
    [
      `local paths = { ${paths.map((path) => JSON.stringify(path)).join(', ')} }`,
      'local n = 0',
      'request = function()',
      '  n = n + 1',
      '  return wrk.format(nil, paths[(n % #paths) + 1])',
      'end',
      '',
    ].join('\n'),
  )
  return {
    file,
    remove: () => {
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Requests a second and the 99th percentile of latency from wrk's report. */
function parseWrk(url: string, report: string): LoadResult {
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(report)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report)
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  if (failed || errors > 0)
    throw new Error(`${url}: ${failed?.[1] ?? 0} answers not 2xx, ${errors} socket errors`)
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(report)
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(report)
  const unit = UNIT_MS[p99?.[2] ?? '']
  if (!rps || !p99 || unit === undefined)
    throw new Error(`${url}: no figures in wrk's report\n${report}`)
  return { rps: Number(rps[1]), p99Ms: Number(p99[1]) * unit }
}
