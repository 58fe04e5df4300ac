import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('../..', import.meta.url))

export type ApiProcess = ReturnType<typeof startApiProcess>

/**
 * Starts one of the api's real entry points (`src/server.ts`, `src/uof-producer-main.ts`) as its
 * own process with `env` over this one's, and collects what it prints.
 */
export function startApiProcess(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: apiDir,
    env: { ...process.env, LOG_PRETTY: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  /** Resolves with the first match of `pattern` in the output; throws after `timeoutMs`. */
  const printed = async (pattern: RegExp, timeoutMs = 20_000): Promise<RegExpExecArray> => {
    for (let waitedMs = 0; waitedMs < timeoutMs; waitedMs += 50) {
      const match = pattern.exec(output)
      if (match) return match
      if (child.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`no ${String(pattern)} from ${entry}:\n${output.slice(-4000)}`)
  }
  const listening = async (): Promise<string> =>
    (await printed(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1] ?? ''
  return { child, exited, listening, printed, output: () => output }
}
