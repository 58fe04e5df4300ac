'use client'
import { publicPushEventSchema } from '@sportsbook/contracts'
import { Centrifuge, type Subscription } from 'centrifuge'
import { reportError } from '@/lib/error-reporting/reporter'
import { createChannelSubscriptions, type ChannelTransport } from './channel-subscriptions'
import { liveStore } from './use-live'

/** Called when a channel came back without its missed messages: refetch its snapshot. */
type ResyncListener = (channel: string) => void

let connection:
  | {
      readonly client: Centrifuge
      readonly subscriptions: ReturnType<typeof createChannelSubscriptions>
      readonly resync: Set<ResyncListener>
    }
  | undefined

/**
 * The tab's one push connection (the real `centrifuge` client, spec §9 reconnect delays),
 * opened on first use, on this origin's `/connection/websocket` (the web app proxies it).
 * Publications are parsed with the contracts schema and applied to the live store.
 */
function openConnection() {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
  const client = new Centrifuge(`${scheme}://${location.host}/connection/websocket`, {
    minReconnectDelay: 500,
    maxReconnectDelay: 20_000,
    timeout: 5_000,
    maxServerPingDelay: 10_000,
  })
  const resync = new Set<ResyncListener>()
  const byChannel = new Map<string, Subscription>()
  const transport: ChannelTransport = {
    subscribe(channels) {
      for (const channel of channels) {
        const subscription =
          client.getSubscription(channel) ?? client.newSubscription(channel, { recoverable: true })
        subscription.on('publication', (context) => {
          const parsed = publicPushEventSchema.safeParse(context.data)
          if (parsed.success) liveStore.apply(parsed.data)
          else reportError(new Error(`Unreadable push event on ${channel}`), { data: context.data })
        })
        // After a reconnect that could not recover what was missed, the server is the authority.
        subscription.on('subscribed', (context) => {
          if (context.wasRecovering && !context.recovered)
            for (const listener of resync) listener(channel)
        })
        subscription.subscribe()
        byChannel.set(channel, subscription)
      }
    },
    unsubscribe(channels) {
      for (const channel of channels) {
        const subscription = byChannel.get(channel)
        if (!subscription) continue
        subscription.unsubscribe()
        client.removeSubscription(subscription)
        byChannel.delete(channel)
      }
    },
  }
  client.connect()
  return { client, subscriptions: createChannelSubscriptions(transport), resync }
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
