import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { freePort } from '@sportsbook/test-support'

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
