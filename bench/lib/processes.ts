import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { freePort } from '@sportsbook/test-support'
import autocannon from 'autocannon'

/**
 * Starts a server script with tsx on a free port (BENCH_CPU_PROF=<dir> writes a V8 CPU
 * profile of it there) (given as `portVariable`) and resolves once
 * `readyPath` answers 200.
 */
export async function startServer(
  script: string,
  env: Record<string, string>,
  { portVariable, readyPath }: { portVariable: string; readyPath: string },
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_CPU_PROF]
        : []),
      '--import',
      'tsx',
      script,
    ],
    {
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        LOG_PRETTY: 'false',
        ...env,
        [portVariable]: String(port),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`)
    const ok = await fetch(`${origin}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { origin, child }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(`${script} did not answer ${readyPath}`)
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await once(child, 'exit')
}

export type LoadResult = { readonly rps: number; readonly p99Ms: number }

/** autocannon against one URL; fails on any non-2xx answer. */
export async function load(
  url: string,
  connections: number,
  durationS: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationS, headers })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p99Ms: result.latency.p99 }
}
