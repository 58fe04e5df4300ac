import { describe, expect, it } from 'vitest'
import { createChannelSubscriptions, type ChannelTransport } from './channel-subscriptions'

/** Records what would go to the push connection, and runs the batch timer on demand. */
function harness() {
  const sent: string[] = []
  const transport: ChannelTransport = {
    subscribe: (channels) => sent.push(`+${channels.join(',')}`),
    unsubscribe: (channels) => sent.push(`-${channels.join(',')}`),
  }
  const pending: (() => void)[] = []
  const subscriptions = createChannelSubscriptions(transport, {
    setTimeout: (run) => pending.push(run),
  })
  const flush = () => {
    for (const run of pending.splice(0)) run()
  }
  return { sent, subscriptions, flush }
}

describe('channel subscriptions (issue 10: reference-counted and batched)', () => {
  it('makes one subscription for many components asking for one match', () => {
    const { sent, subscriptions, flush } = harness()
    const releases = [1, 2, 3].map(() => subscriptions.acquire('public:match:7'))
    flush()
    expect(sent).toEqual(['+public:match:7'])
    releases[0]?.()
    releases[1]?.()
    flush()
    expect(sent).toEqual(['+public:match:7'])
    releases[2]?.()
    flush()
    expect(sent).toEqual(['+public:match:7', '-public:match:7'])
  })

  it('sends the requests of one window together', () => {
    const { sent, subscriptions, flush } = harness()
    subscriptions.acquire('public:match:1')
    subscriptions.acquire('public:match:2')
    subscriptions.acquire('public:match:3')
    flush()
    expect(sent).toEqual(['+public:match:1,public:match:2,public:match:3'])
  })

  it('costs nothing for a channel acquired and released in the same window', () => {
    const { sent, subscriptions, flush } = harness()
    const release = subscriptions.acquire('public:match:9')
    release()
    flush()
    expect(sent).toEqual([])
    expect(subscriptions.active()).toEqual([])
  })

  it('ignores a second release of the same reference', () => {
    const { sent, subscriptions, flush } = harness()
    const first = subscriptions.acquire('public:match:5')
    subscriptions.acquire('public:match:5')
    flush()
    first()
    first()
    flush()
    expect(sent).toEqual(['+public:match:5'])
    expect(subscriptions.active()).toEqual(['public:match:5'])
  })
})
