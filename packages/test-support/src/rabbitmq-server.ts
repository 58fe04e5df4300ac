import { randomBytes } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'

export const RABBITMQ_SERVER = '/usr/lib/rabbitmq/bin/rabbitmq-server'

export type RabbitMq = {
  readonly url: string
  stop(): Promise<void>
  /** Stops the broker, keeping its data (its queues' messages are lost). */
  down(): Promise<void>
  /** Starts it again on the same ports and data. */
  up(): Promise<void>
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => {
      resolve(false)
    })
  })

/**
 * A throwaway RabbitMQ from Debian's rabbitmq-server (npm test installs it): its own node name,
 * AMQP and distribution ports, data and logs in a temporary directory, no plugins; removed on
 * stop. AMQP_URL, when set, is used instead. Ready when it accepts AMQP connections (about 8 s).
 */
export async function startRabbitMq(): Promise<RabbitMq> {
  if (process.env.AMQP_URL) {
    const nothing = () => Promise.resolve()
    return { url: process.env.AMQP_URL, stop: nothing, down: nothing, up: nothing }
  }
  const dir = mkdtempSync(join(tmpdir(), 'sportsbook-rabbitmq-'))
  const port = await freePort()
  const distPort = await freePort()
  writeFileSync(join(dir, 'plugins'), '[].\n')
  const env = {
    ...process.env,
    HOME: dir,
    // Unique on the machine even if two test files were handed the same free port in turn.
    RABBITMQ_NODENAME: `sportsbook-test-${String(port)}-${randomBytes(4).toString('hex')}@localhost`,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(port),
    RABBITMQ_DIST_PORT: String(distPort),
    RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: join(dir, 'log'),
    RABBITMQ_ENABLED_PLUGINS_FILE: join(dir, 'plugins'),
    RABBITMQ_PID_FILE: join(dir, 'pid'),
    // Erlang's port mapper is shared by every node on the machine; ours registers with it.
    ERL_EPMD_ADDRESS: '127.0.0.1',
  }
  let server: { child: ChildProcess; exited: () => boolean } | undefined
  const up = async () => {
    const child = spawn(RABBITMQ_SERVER, [], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const state = { exited: false }
    child.once('exit', () => (state.exited = true))
    server = { child, exited: () => state.exited }
    const deadline = Date.now() + 60_000
    while (!(await accepts(port))) {
      if (state.exited || Date.now() > deadline) {
        if (!state.exited) process.kill(-(child.pid ?? 0), 'SIGKILL')
        throw new Error(`rabbitmq-server did not start:\n${output}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  const down = async () => {
    if (!server || server.exited()) return
    const { child } = server
    const gone = new Promise((resolve) => child.once('exit', resolve))
    // The script's whole group: the shell, the Erlang VM and its helpers.
    process.kill(-(child.pid ?? 0), 'SIGTERM')
    await gone
  }
  try {
    await up()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: `amqp://guest:guest@127.0.0.1:${String(port)}`,
    down,
    up,
    stop: async () => {
      await down()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
