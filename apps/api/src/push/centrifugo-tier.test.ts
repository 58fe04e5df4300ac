import { PUSH_CHANNELS, marketsResponseSchema } from '@sportsbook/contracts'
import { CentrifugoApi } from '@sportsbook/push'
import { startFakeCentrifugo } from '@sportsbook/push/testing/fake-centrifugo'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { migrateToLatest, openSqlite } from '../db/database'
import { readEnv } from '../env'
import { openSelections, placeBet } from '../testing/bets'
import { fundedPlayer } from '../testing/players'

// PUSH_TIER=centrifugo: the api publishes through Centrifugo's server API (decision 151),
// here a fake of it (Centrifugo is not a Debian package).
let fake: Awaited<ReturnType<typeof startFakeCentrifugo>>
let app: ApiInstance
beforeAll(async () => {
  fake = await startFakeCentrifugo('centrifugo api key for tests')
  const db = openSqlite(':memory:')
  await migrateToLatest(db)
  await ensureCatalogue(db, { seed: 3, now: new Date().toISOString() })
  app = buildApp({
    db,
    catalogueCacheMs: 0,
    push: { centrifugo: new CentrifugoApi({ url: fake.url, key: 'centrifugo api key for tests' }) },
  })
})
afterAll(async () => {
  await app.close()
  await fake.stop()
})

describe('Centrifugo as the push tier', () => {
  it("publishes a player's events to their channel there, and ends it on sign-out", async () => {
    const [selection] = await openSelections(app.db, 1)
    if (!selection) throw new Error('no selection')
    const player = await fundedPlayer(app, 20_00)
    expect((await placeBet(app, player, 5_00, [selection])).statusCode).toBe(200)
    const channel = PUSH_CHANNELS.player(player.id)
    await vi.waitFor(() => {
      const types = (fake.channels.get(channel) ?? []).map((p) => (p.data as { type: string }).type)
      expect(types).toEqual(expect.arrayContaining(['balance_changed', 'bet_changed']))
    })
    // A player's channel goes whole; public channels as deltas.
    expect(fake.calls.find((c) => c.body.channel === channel)?.body.delta).toBeUndefined()

    const signedOut = await app.inject({
      method: 'DELETE',
      url: '/platform/users/sign_out',
      ...player,
    })
    expect(signedOut.statusCode).toBeLessThan(300)
    expect(fake.calls).toContainEqual({
      method: 'unsubscribe',
      body: { user: player.id, channel },
    })
  })

  it("answers a match's markets with where its channel stands there", async () => {
    const [selection] = await openSelections(app.db, 1)
    if (!selection) throw new Error('no selection')
    const channel = PUSH_CHANNELS.match(selection.match_id)
    const stream = async () =>
      marketsResponseSchema.parse(
        (await app.inject({ url: `/api/v2/matches/${selection.match_id}/markets` })).json(),
      ).stream
    const before = await stream()
    expect(before).toEqual({ offset: fake.channels.get(channel)?.length ?? 0, epoch: fake.epoch })
    await new CentrifugoApi({ url: fake.url, key: 'centrifugo api key for tests' }).publish(
      channel,
      { type: 'test' },
    )
    expect(await stream()).toEqual({ offset: (before?.offset ?? 0) + 1, epoch: fake.epoch })
  })

  it('will not start without its address, key and the shared token secret', () => {
    expect(() => readEnv({ PUSH_TIER: 'centrifugo' })).toThrow(/CENTRIFUGO_API_URL/)
    expect(() => readEnv({ PUSH_TIER: 'centrifugo' })).toThrow(/PUSH_TOKEN_SECRET/)
  })
})
