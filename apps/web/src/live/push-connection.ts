'use client'
import type { Centrifuge, Subscription } from 'centrifuge'
import { reportError } from '@/lib/error-reporting/reporter'
import type { PushConfig } from '@/lib/site-config'
import type { StreamPosition } from '@sportsbook/contracts'
import { createChannelSubscriptions, type ChannelTransport } from './channel-subscriptions'
import type * as PushClient from './push-client'
import { createSnapshotPositions } from './snapshot-positions'

/** Called when a channel came back without its missed messages: refetch its snapshot. */
type ResyncListener = (channel: string) => void

let connection: ReturnType<typeof openConnection> | undefined
const snapshotPositions = createSnapshotPositions()

/**
 * Who the connection is for: undefined until the profile has answered (the connection waits
 * for it, so its token is the right player's), then a player id or null for a visitor.
 */
let pushUser: string | null | undefined
/** How the page connects: set with the player, before the connection opens. */
export type PushOptions = {
  /** Fossil deltas are asked for only with the `delta-compression` flag (spec §6.4). */
  readonly deltaCompression: boolean
  readonly push: PushConfig
}
let options: PushOptions = {
  deltaCompression: false,
  push: { endpoint: '/connection', transports: ['websocket', 'sse'] },
}
let userKnown: () => void = () => undefined
const whenUserKnown = new Promise<void>((resolve) => {
  userKnown = resolve
})

/**
 * Tells the connection who is signed in (spec §4.1: it reconnects when the player signs in and
 * when they sign out): a change reconnects with a new token for the new player.
 */
export function setPushUser(playerId: string | null, pushOptions: PushOptions): void {
  options = pushOptions
  if (pushUser === playerId) return
  const first = pushUser === undefined
  pushUser = playerId
  userKnown()
  if (first || !connection) return
  void connection.client.then((client) => {
    client.disconnect()
    client.setToken('')
    client.connect()
  })
}

/**
 * The tab's one push connection, opened on first use on this origin's `/connection` endpoints
 * (the web app proxies them). Its client (`push-client.ts`, with `centrifuge`) loads once the
 * page is idle — a dynamic import keeps it out of the first load — and once the player is
 * known: the token is theirs, and the options come with it. Subscription changes queue on it
 * in order.
 */
function openConnection() {
  const resync = new Set<ResyncListener>()
  const byChannel = new Map<string, Subscription>()
  const loaded = Promise.all([whenIdle(), whenUserKnown]).then(() => import('./push-client'))
  const ready: Promise<Centrifuge> = loaded.then((pushClient) =>
    pushClient.connectPushClient(options.push, whenUserKnown),
  )
  const whenReady = (run: (client: Centrifuge, pushClient: typeof PushClient) => void) => {
    Promise.all([ready, loaded])
      .then(([client, pushClient]) => {
        run(client, pushClient)
      })
      .catch(reportError)
  }
  const transport: ChannelTransport = {
    subscribe(channels) {
      whenReady((client, pushClient) => {
        for (const channel of channels) {
          const missed = () => {
            for (const listener of resync) listener(channel)
          }
          const since = snapshotPositions.take(channel)
          byChannel.set(
            channel,
            pushClient.subscribePublic(client, channel, options.deltaCompression, missed, since),
          )
        }
      })
    },
    unsubscribe(channels) {
      whenReady((client, pushClient) => {
        for (const channel of channels) {
          const subscription = byChannel.get(channel)
          if (!subscription) continue
          // What the page shows of the channel is as of there: the next subscription recovers
          // from it (a row scrolled back into view, a match page opened again).
          snapshotPositions.heard(channel, pushClient.heardUpTo(subscription))
          subscription.unsubscribe()
          client.removeSubscription(subscription)
          byChannel.delete(channel)
        }
      })
    },
  }
  return {
    subscriptions: createChannelSubscriptions(transport),
    resync,
    client: ready,
    pushClient: loaded,
  }
}

/**
 * Subscribes to a player's private channel with a subscription token from the api (spec §6.2:
 * only for the signed-in player); publications go to `onEvent`, and `onMissed` is told when a
 * reconnect could not recover what was published meanwhile. The answer unsubscribes.
 */
export function subscribePrivate(
  channel: string,
  onEvent: (data: unknown) => void,
  onMissed: () => void,
): () => void {
  connection ??= openConnection()
  let subscription: Subscription | undefined
  let cancelled = false
  void Promise.all([connection.client, connection.pushClient]).then(([client, pushClient]) => {
    if (cancelled) return
    subscription = pushClient.subscribePrivateChannel(client, channel, onEvent, onMissed)
  }, reportError)
  return () => {
    cancelled = true
    if (!subscription) return
    subscription.unsubscribe()
    subscription.removeAllListeners()
    void connection?.client.then((client) => {
      if (subscription) client.removeSubscription(subscription)
    })
  }
}

/** Resolves once the page is idle (after hydration), so connecting does not delay it. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      resolve()
    }
    if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 2_000 })
    else setTimeout(done, 200)
  })
}

/**
 * A snapshot of what the channel tells of was read at this position: the channel's next
 * subscription starts from it and recovers what was published since (one already made has
 * heard it all).
 */
export function subscribeFrom(channel: string, position: StreamPosition): void {
  snapshotPositions.note(channel, position)
}

/** Takes a reference on a public channel; the answer lets it go. */
export function acquireChannel(channel: string): () => void {
  connection ??= openConnection()
  return connection.subscriptions.acquire(channel)
}

/** Hears of channels whose missed messages were lost (refetch their HTTP snapshot). */
export function onResync(listener: ResyncListener): () => void {
  connection ??= openConnection()
  const { resync } = connection
  resync.add(listener)
  return () => {
    resync.delete(listener)
  }
}
