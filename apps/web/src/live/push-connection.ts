'use client'
import { publicPushEventSchema } from '@sportsbook/contracts'
import { PUSH_RECONNECT_MAX_MS, PUSH_RECONNECT_MIN_MS } from '@sportsbook/domain'
import type { Centrifuge, Subscription } from 'centrifuge'
import { connectionToken, subscriptionToken } from '@/lib/push-tokens'
import { reportError } from '@/lib/error-reporting/reporter'
import type { PushConfig } from '@/lib/site-config'
import { createChannelSubscriptions, type ChannelTransport } from './channel-subscriptions'
import { pushEndpoints } from './push-endpoints'
import { tokenWithRetries } from './push-token'
import { reconnectAfterSizeLimit } from './size-limit-reconnect'
import { liveStore } from './use-live'

/** Called when a channel came back without its missed messages: refetch its snapshot. */
type ResyncListener = (channel: string) => void

let connection:
  | {
      readonly subscriptions: ReturnType<typeof createChannelSubscriptions>
      readonly resync: Set<ResyncListener>
      readonly client: Promise<Centrifuge>
    }
  | undefined

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
 * The tab's one push connection (the real `centrifuge` client, spec §9.2 reconnect delays),
 * opened on first use, on this origin's `/connection/websocket` (the web app proxies it).
 * Publications are parsed with the contracts schema and applied to the live store.
 */
function openConnection() {
  const resync = new Set<ResyncListener>()
  const byChannel = new Map<string, Subscription>()
  // The client is loaded once the page is idle (a dynamic import keeps it out of the first
  // load); subscription changes queue on it in order.
  // It also waits for the player to be known: the token is theirs, and the options come with it.
  const ready: Promise<Centrifuge> = Promise.all([whenIdle(), whenUserKnown]).then(async () => {
    const { Centrifuge, UnauthorizedError, disconnectedCodes } = await import('centrifuge')
    unauthorized = () => new UnauthorizedError('push token refused')
    const { endpoints, emulationEndpoint } = pushEndpoints(options.push, location)
    const client = new Centrifuge(endpoints, {
      emulationEndpoint,
      // The connection token names the signed-in player (none for a visitor); private
      // channels need it (spec §6.2).
      getToken: async () => {
        await whenUserKnown
        return connectionToken(document.documentElement.lang)
      },
      minReconnectDelay: PUSH_RECONNECT_MIN_MS,
      maxReconnectDelay: PUSH_RECONNECT_MAX_MS,
      timeout: 5_000,
      maxServerPingDelay: 10_000,
    })
    reportFirstFailure(client)
    reconnectAfterSizeLimit(client, disconnectedCodes.messageSizeLimit)
    client.connect()
    return client
  })
  const whenReady = (run: (client: Centrifuge) => void) => {
    ready.then(run).catch(reportError)
  }
  const transport: ChannelTransport = {
    subscribe(channels) {
      whenReady((client) => {
        for (const channel of channels) {
          const subscription =
            client.getSubscription(channel) ??
            // Fossil deltas (spec §9): the gateway offers them on public channels, and a
            // price change then travels as a few bytes instead of the whole market.
            client.newSubscription(channel, {
              recoverable: true,
              ...(options.deltaCompression && { delta: 'fossil' as const }),
            })
          subscription.on('publication', (context) => {
            const parsed = publicPushEventSchema.safeParse(context.data)
            if (parsed.success) liveStore.apply(parsed.data)
            else
              reportError(new Error(`Unreadable push event on ${channel}`), { data: context.data })
          })
          // After a reconnect that could not recover what was missed, the server is the authority.
          subscription.on('subscribed', (context) => {
            if (context.wasRecovering && !context.recovered)
              for (const listener of resync) listener(channel)
          })
          subscription.subscribe()
          byChannel.set(channel, subscription)
        }
      })
    },
    unsubscribe(channels) {
      whenReady((client) => {
        for (const channel of channels) {
          const subscription = byChannel.get(channel)
          if (!subscription) continue
          subscription.unsubscribe()
          client.removeSubscription(subscription)
          byChannel.delete(channel)
        }
      })
    },
  }
  return { subscriptions: createChannelSubscriptions(transport), resync, client: ready }
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
  void connection.client.then((client) => {
    if (cancelled) return
    subscription =
      client.getSubscription(channel) ??
      client.newSubscription(channel, {
        recoverable: true,
        getToken: () =>
          tokenWithRetries(() => subscriptionToken(document.documentElement.lang, channel), {
            unauthorized,
          }),
      })
    subscription.on('publication', (context) => {
      onEvent(context.data)
    })
    subscription.on('subscribed', (context) => {
      if (context.wasRecovering && !context.recovered) onMissed()
    })
    subscription.subscribe()
  })
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

/** The error the client ends a subscription on (centrifuge's, once it is loaded). */
let unauthorized: () => Error = () => new Error('push token refused')

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

/**
 * Spec §8: the push connection's first failure to connect is reported (once: the client keeps
 * retrying with backoff, and every retry of a down gateway is the same story).
 */
function reportFirstFailure(client: Centrifuge): void {
  let connected = false
  let reported = false
  client.on('connected', () => {
    connected = true
  })
  client.on('error', (context) => {
    if (connected || reported) return
    reported = true
    reportError(new Error(`Push connection failed: ${context.error.message}`), {
      type: context.type,
      code: context.error.code,
    })
  })
}
