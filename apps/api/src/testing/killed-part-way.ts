import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Runs one of the api's worker scripts (`src/testing/…`) in its own process and kills it with
 * SIGKILL (no clean-up) once it has printed `marker` at the start of `count` lines: the
 * kill-and-restart tests' crash. Answers how many such lines it printed before dying; a worker
 * that ends by itself first fails the test.
 */
export async function killedPartWay(
  script: string,
  env: Readonly<Record<string, string | undefined>>,
  marker: string,
  count: number,
): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const printed = () => (output.match(new RegExp(`^${marker}`, 'gm')) ?? []).length
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (printed() >= count) {
        child.kill('SIGKILL')
        resolve()
      }
    })
    child.once('exit', () => {
      reject(new Error(`${script} ended before it was killed:\n${output}`))
    })
  })
  await exited
  return printed()
}
