'use client'
import { isPushEvent, type PublicPushEvent, type StreamPosition } from '@sportsbook/contracts'
import { PUSH_RECONNECT_MAX_MS, PUSH_RECONNECT_MIN_MS } from '@sportsbook/domain'
import {
  Centrifuge,
  UnauthorizedError,
  disconnectedCodes,
  type Subscription,
  type SubscriptionOptions,
} from 'centrifuge'
import { connectionToken, subscriptionToken } from '@/lib/push-tokens'
import { reportError } from '@/lib/error-reporting/reporter'
import type { PushConfig } from '@/lib/site-config'
import { pushEndpoints } from './push-endpoints'
import { tokenWithRetries } from './push-token'
import { reconnectAfterSizeLimit } from './size-limit-reconnect'
import { liveStore } from './use-live'

/**
 * The push connection's client side proper, loaded with the `centrifuge` client once the page
 * is idle (`push-connection.ts` decides when, and who for): not part of a page's first load.
 */

/**
 * The real `centrifuge` client (spec §9.2 reconnect delays) on this origin's endpoints, its
 * token naming the signed-in player (none for a visitor; private channels need it, spec §6.2).
 */
export function connectPushClient(push: PushConfig, whenUserKnown: Promise<void>): Centrifuge {
  const { endpoints, emulationEndpoint } = pushEndpoints(push, location)
  const client = new Centrifuge(endpoints, {
    emulationEndpoint,
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
}

/**
 * Subscribes to a public channel: publications are parsed with the contracts schema and applied
 * to the live store; `onMissed` hears of a reconnect, or a first subscription from `since` (a
 * snapshot's position), that could not recover what was missed (the server is then the
 * authority).
 */
export function subscribePublic(
  client: Centrifuge,
  channel: string,
  deltaCompression: boolean,
  onMissed: () => void,
  since?: StreamPosition,
): Subscription {
  // Fossil deltas (spec §9): the gateway offers them on public channels, and a price change
  // then travels as a few bytes instead of the whole market.
  const options = {
    ...(deltaCompression && { delta: 'fossil' as const }),
    ...(since && { since }),
  }
  const onEvent = (data: unknown) => {
    if (isPushEvent(data)) liveStore.apply(data as PublicPushEvent)
    else reportError(new Error(`Unreadable push event on ${channel}`), { data })
  }
  return subscribe(client, channel, options, onEvent, onMissed)
}

/** Subscribes to a player's private channel with a subscription token from the api (spec §6.2). */
export function subscribePrivateChannel(
  client: Centrifuge,
  channel: string,
  onEvent: (data: unknown) => void,
  onMissed: () => void,
): Subscription {
  const getToken = () =>
    tokenWithRetries(() => subscriptionToken(document.documentElement.lang, channel), {
      unauthorized: () => new UnauthorizedError('push token refused'),
    })
  return subscribe(client, channel, { getToken }, onEvent, onMissed)
}

/** How far each subscription's stream has been heard: the top it subscribed at, then each publication. */
const heard = new WeakMap<Subscription, StreamPosition>()

/**
 * Where a subscription's stream had been heard up to: the live store holds everything until
 * there, so a later subscription to the channel starts from it (`push-connection.ts`).
 */
export function heardUpTo(subscription: Subscription): StreamPosition | undefined {
  return heard.get(subscription)
}

/**
 * The channel's subscription (recoverable), made unless the client has it: its publications go
 * to `onEvent`, and `onMissed` hears of a reconnect that could not recover what was missed.
 */
function subscribe(
  client: Centrifuge,
  channel: string,
  options: Partial<SubscriptionOptions>,
  onEvent: (data: unknown) => void,
  onMissed: () => void,
): Subscription {
  const subscription =
    client.getSubscription(channel) ??
    client.newSubscription(channel, { recoverable: true, ...options })
  subscription.on('publication', (context) => {
    const position = heard.get(subscription)
    if (position && context.offset !== undefined && context.offset > position.offset)
      heard.set(subscription, { ...position, offset: context.offset })
    onEvent(context.data)
  })
  subscription.on('subscribed', (context) => {
    if (context.streamPosition) heard.set(subscription, context.streamPosition)
    if (context.wasRecovering && !context.recovered) onMissed()
  })
  subscription.subscribe()
  return subscription
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
