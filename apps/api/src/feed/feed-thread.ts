import { Worker } from 'node:worker_threads'
import type { FastifyBaseLogger } from 'fastify'
import type { PublicPushEvent } from '@sportsbook/contracts'
import type { FeedThreadConfig, FeedThreadMessage } from './feed-thread-worker'

/** How long a crashed feed thread waits before it is started again. */
const RESTART_DELAY_MS = 1000

/**
 * Runs the simulated feed on its own thread of the api process, so its pricing and its
 * database writes never hold up requests on the main event loop. The thread opens its own
 * database connection; what it publishes comes back here and goes out through `publisher`.
 * A thread that crashes is logged and started again. Returns a stop function.
 */
export function startFeedThread(
  config: FeedThreadConfig,
  publisher: { publish(channel: string, event: PublicPushEvent): void },
  log: FastifyBaseLogger,
): () => Promise<void> {
  let stopping = false
  let worker: Worker
  let restartTimer: NodeJS.Timeout | undefined

  const start = () => {
    worker = new Worker(workerSource(), { eval: true, workerData: config })
    worker.on('message', (message: FeedThreadMessage) => {
      switch (message.kind) {
        case 'publications':
          for (const { channel, event } of message.publications) publisher.publish(channel, event)
          break
        case 'tick-failed':
          log.error({ err: message.error }, 'feed tick failed')
          break
        case 'slow-tick':
          log.warn({ durationMs: message.durationMs }, 'feed tick slower than its interval')
          break
      }
    })
    worker.on('error', (err) => {
      log.error({ err }, 'feed thread crashed')
    })
    worker.on('exit', (code) => {
      if (stopping) return
      log.error({ code }, `feed thread ended; starting it again in ${RESTART_DELAY_MS} ms`)
      restartTimer = setTimeout(start, RESTART_DELAY_MS)
    })
  }
  start()

  // Asked more than once (before the push gateway closes, and again as the app closes), it
  // stops the thread once.
  let stopped: Promise<void> | undefined
  return () =>
    (stopped ??= (async () => {
      stopping = true
      clearTimeout(restartTimer)
      const exited = new Promise((resolve) => worker.once('exit', resolve))
      // The thread finishes its running tick and closes its database before it exits.
      worker.postMessage({ kind: 'stop' })
      await exited
    })())
}

/**
 * The thread runs TypeScript like the api does (through tsx): Node 20 does not apply the
 * parent's `--import tsx` to a worker's entry module, so the entry registers tsx itself.
 */
function workerSource(): string {
  const tsx = import.meta.resolve('tsx/esm/api')
  const entry = new URL('./feed-thread-worker.ts', import.meta.url).href
  return `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
}
