import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CentrifugoApi, CentrifugoError } from './centrifugo'
import { startFakeCentrifugo } from './testing/fake-centrifugo'

let fake: Awaited<ReturnType<typeof startFakeCentrifugo>>
let api: CentrifugoApi
beforeAll(async () => {
  fake = await startFakeCentrifugo('the api key')
  api = new CentrifugoApi({ url: fake.url, key: 'the api key' })
})
afterAll(async () => {
  await fake.stop()
})

describe("Centrifugo's server HTTP API", () => {
  it('publishes with the key, and reads the history back in order', async () => {
    const first = await api.publish('public:updates', { type: 'a', name: 'Café' }, { delta: true })
    const second = await api.publish('public:updates', { type: 'b' })
    expect(second).toEqual({ offset: first.offset + 1, epoch: first.epoch })
    expect(fake.calls[0]).toEqual({
      method: 'publish',
      body: { channel: 'public:updates', data: { type: 'a', name: 'Café' }, delta: true },
    })
    const history = await api.history('public:updates', 10)
    expect(history.publications.map((p) => p.data)).toEqual([
      { type: 'a', name: 'Café' },
      { type: 'b' },
    ])
    expect(history).toMatchObject({ offset: second.offset, epoch: first.epoch })
  })

  it('broadcasts to several channels, and names one that failed', async () => {
    const positions = await api.broadcast(['$user:1', '$user:2'], { type: 'notice' })
    expect(positions).toHaveLength(2)
    await expect(api.broadcast(['$user:3', 'bad:x'], {})).rejects.toThrow(
      'centrifugo broadcast to bad:x: 102 unknown channel',
    )
  })

  it('reads presence, unsubscribes and disconnects a user', async () => {
    fake.present.set('public:updates', [{ client: 'c1', user: '42' }])
    expect(await api.presence('public:updates')).toEqual([{ client: 'c1', user: '42' }])
    await api.unsubscribe('42', '$user:42')
    await api.disconnect('42')
    expect(fake.calls.slice(-2)).toEqual([
      { method: 'unsubscribe', body: { user: '42', channel: '$user:42' } },
      { method: 'disconnect', body: { user: '42' } },
    ])
  })

  it("throws Centrifugo's own error, and a refused key, with the method", async () => {
    const refused = api.publish('bad:channel', {})
    await expect(refused).rejects.toBeInstanceOf(CentrifugoError)
    await expect(refused).rejects.toMatchObject({ method: 'publish', code: 102 })
    const wrongKey = new CentrifugoApi({ url: fake.url, key: 'not the key' })
    await expect(wrongKey.publish('public:updates', {})).rejects.toThrow('centrifugo publish: 401')
  })
})
