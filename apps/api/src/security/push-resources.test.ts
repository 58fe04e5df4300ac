// Issue 21, "resource bounds": channels nobody uses are not kept.
import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { InMemoryPushBroker } from '@sportsbook/push'
import { Centrifuge } from 'centrifuge'
import { afterEach, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { buildApp, type ApiInstance } from '../app'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

describe('the push broker', () => {
  let database: TestDatabase
  let app: ApiInstance
  afterEach(async () => {
    await app.close()
    await database.close()
  })

  /** An api on its own in-memory broker, and an anonymous client of its gateway (not connected). */
  async function anonymousClient() {
    database = await openTestDatabase('sqlite')
    const broker = new InMemoryPushBroker()
    app = buildApp({ db: database.db, push: { broker } })
    const origin = await app.listen({ host: '127.0.0.1', port: 0 })
    const { token } = (await (
      await fetch(`${origin}/api/v2/websocket/token`, { method: 'POST' })
    ).json()) as { token: string }
    const client = new Centrifuge(`${origin.replace('http', 'ws')}/connection/websocket`, {
      websocket: WebSocket,
      token,
    })
    return { broker, client }
  }

  it('forgets the channels an anonymous client named once it leaves them', async () => {
    const { broker, client } = await anonymousClient()
    client.connect()
    // Any public channel name gets a token from /authorize, in batches.
    const names = Array.from({ length: 100 }, (_, i) => PUSH_CHANNELS.match(String(900_000 + i)))
    const tokens: { channel: string; token: string }[] = []
    for (let at = 0; at < names.length; at += 128) {
      const authorized = await app.inject({
        method: 'POST',
        url: '/api/v2/websocket/authorize',
        payload: { channels: names.slice(at, at + 128) },
      })
      tokens.push(...authorized.json<{ channels: typeof tokens }>().channels)
    }
    expect(tokens).toHaveLength(names.length)
    const subscriptions = tokens.map(({ channel, token: subscriptionToken }) =>
      client.newSubscription(channel, { token: subscriptionToken }),
    )
    await Promise.all(
      subscriptions.map((sub) => {
        const subscribed = new Promise((resolve) => sub.once('subscribed', resolve))
        sub.subscribe()
        return subscribed
      }),
    )
    for (const sub of subscriptions) sub.unsubscribe()
    client.disconnect()
    // Was: every name stayed in memory for the life of the process.
    await vi.waitFor(() => {
      expect(broker.channelCount).toBe(0)
    })
  })

  it('keeps nothing for a history request on a channel nobody publishes to', async () => {
    const { broker, client } = await anonymousClient()
    const connected = new Promise((resolve) => client.once('connected', resolve))
    client.connect()
    await connected
    for (let i = 0; i < 20; i += 1) {
      const answer = await client.history(PUSH_CHANNELS.match(String(800_000 + i)), { limit: 10 })
      expect(answer.publications).toEqual([])
    }
    // Was: a stream per name, kept until the next sweep (10,000 publications later).
    expect(broker.channelCount).toBe(0)
    client.disconnect()
  })
})
