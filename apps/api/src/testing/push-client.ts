import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { Centrifuge } from 'centrifuge'
import WebSocket from 'ws'
import type { ApiInstance } from '../app'
import type { SignedIn } from './players'

/**
 * A player's browser on their private channel, through the real `centrifuge` client with
 * tokens from the api's own routes; `pushed` collects what arrives.
 */
export async function subscribePrivate(
  app: ApiInstance,
  origin: string,
  player: SignedIn,
): Promise<{ readonly pushed: unknown[]; close(): void }> {
  const as = { cookies: player.cookies, headers: player.headers }
  const { channels } = (
    await app.inject({
      method: 'POST',
      url: '/api/v2/websocket/authorize',
      ...as,
      payload: { channels: [`$user:${player.id}`] },
    })
  ).json<{ channels: { channel: string; token: string }[] }>()
  const { token } = (
    await app.inject({ method: 'POST', url: '/api/v2/websocket/token', ...as })
  ).json<{ token: string }>()
  return subscribed(origin, token, channels[0]?.channel ?? '', channels[0]?.token)
}

/** A visitor's page on the public updates, through the real `centrifuge` client. */
export async function subscribePublic(
  origin: string,
): Promise<{ readonly pushed: unknown[]; close(): void }> {
  const response = await fetch(`${origin}/api/v2/websocket/token`, { method: 'POST' })
  const { token } = (await response.json()) as { token: string }
  return subscribed(origin, token, PUSH_CHANNELS.publicUpdates)
}

/** Connects with `token`, subscribes to `channel` and collects what arrives once subscribed. */
export async function subscribed(
  origin: string,
  token: string,
  channel: string,
  subscriptionToken?: string,
): Promise<{ readonly pushed: unknown[]; close(): void }> {
  const client = new Centrifuge(`${origin.replace('http', 'ws')}/connection/websocket`, {
    websocket: WebSocket,
    token,
  })
  const sub = client.newSubscription(
    channel,
    subscriptionToken === undefined ? {} : { token: subscriptionToken },
  )
  const pushed: unknown[] = []
  sub.on('publication', (ctx) => pushed.push(ctx.data))
  const ready = new Promise((resolve) => sub.once('subscribed', resolve))
  sub.subscribe()
  client.connect()
  await ready
  return {
    pushed,
    close() {
      client.disconnect()
    },
  }
}
