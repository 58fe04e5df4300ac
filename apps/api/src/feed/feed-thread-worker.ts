import { parentPort, workerData } from 'node:worker_threads'
import type { Publisher } from '../push/publisher'
import { openDatabase } from '../db/database'
import type { HeldLease } from '../db/lease'
import type { Publication } from './apply-feed-events'
import { startFeedWorker } from './feed-worker'

export type FeedThreadConfig = {
  readonly databaseUrl: string | undefined
  readonly sqlitePath: string
  readonly seed: number
  readonly speed: number
  readonly tickMs: number
  /** The lease the feed is held by on this node (its writes are checked against it). */
  readonly lease?: HeldLease
}

/** What the feed thread tells the api's main thread. */
export type FeedThreadMessage =
  | { readonly kind: 'publications'; readonly publications: readonly Publication[] }
  | { readonly kind: 'tick-failed'; readonly error: { message: string; stack?: string } }
  | { readonly kind: 'slow-tick'; readonly durationMs: number }

// The entry of the feed thread started by feed-thread.ts; not imported anywhere else.
const port = parentPort
if (!port) throw new Error('feed-thread-worker runs as a worker thread of the api')
const config = workerData as FeedThreadConfig
const send = (message: FeedThreadMessage) => {
  port.postMessage(message)
}

const db = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath })

// A tick's publications cross to the main thread in one message.
let pending: Publication[] = []
const relay: Publisher = {
  publish(channel, event) {
    pending.push({ channel, event } as Publication)
  },
}

const stopFeed = startFeedWorker(db, relay, {
  seed: config.seed,
  speed: config.speed,
  tickMs: config.tickMs,
  ...(config.lease && { lease: config.lease }),
  onError: (error) => {
    const { message, stack } =
      error instanceof Error ? error : { message: String(error), stack: undefined }
    send({ kind: 'tick-failed', error: stack === undefined ? { message } : { message, stack } })
  },
  onTick: (durationMs) => {
    if (pending.length > 0) {
      send({ kind: 'publications', publications: pending })
      pending = []
    }
    if (durationMs > config.tickMs) send({ kind: 'slow-tick', durationMs })
  },
})

// The only message the main thread sends is 'stop'.
port.once('message', () => {
  void stopFeed()
    .then(() => db.destroy())
    .finally(() => {
      port.close()
    })
})
