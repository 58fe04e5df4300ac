import { spawn } from 'node:child_process'
import { once } from 'node:events'

export type NodeProcess = ReturnType<typeof startNodeProcess>

/**
 * Starts an entry point (the api's `src/server.ts`, `src/uof-producer-main.ts`, the web's
 * `server.mjs`) with `args` as its own process in `dir`, with `env` over this one's, and
 * collects what it prints.
 */
export function startNodeProcess(
  dir: string,
  entry: string,
  env: Record<string, string>,
  args: readonly string[] = [],
  /** Also told of the output as it comes (the cluster prints it). */
  onOutput?: (text: string) => void,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: dir,
    env: { ...process.env, LOG_PRETTY: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    // A long run (npm run start:cluster) keeps its last megabytes only.
    output = (output.length > 4_000_000 ? output.slice(-2_000_000) : output) + chunk.toString()
    onOutput?.(chunk.toString())
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
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
