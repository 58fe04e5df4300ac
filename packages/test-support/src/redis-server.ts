import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => {
        resolve(port)
      })
    })
  })

/**
 * A throwaway redis-server from Debian's package (npm test installs it), in memory only, on a
 * free port. REDIS_URL, when set, is used instead.
 */
export async function startRedis(): Promise<{
  url: string
  stop: () => Promise<void>
  /** Stops the server (an in-memory one: what it held is gone). */
  down: () => Promise<void>
  /** Starts it again, empty, on the same port. */
  up: () => Promise<void>
}> {
  if (process.env.REDIS_URL) {
    const nothing = () => Promise.resolve()
    return { url: process.env.REDIS_URL, stop: nothing, down: nothing, up: nothing }
  }
  const port = await freePort()
  let child: ChildProcessWithoutNullStreams | undefined
  const up = async () => {
    const started = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    )
    child = started
    let output = ''
    await new Promise<void>((resolve, reject) => {
      started.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) resolve()
      })
      started.once('exit', (code) => {
        reject(new Error(`redis-server exited with ${String(code)}:\n${output}`))
      })
    })
  }
  const down = async () => {
    const running = child
    if (running?.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGTERM')
    await exited
  }
  await up()
  return { url: `redis://127.0.0.1:${String(port)}`, stop: down, down, up }
}
