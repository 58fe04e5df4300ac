import { EventEmitter } from 'node:events'
import type { Centrifuge } from 'centrifuge'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reconnectAfterSizeLimit } from './size-limit-reconnect'

// The centrifuge client's events, as the client emits them; only the reaction is ours.
class FakeClient extends EventEmitter {
  connects = 0
  connect(): void {
    this.connects += 1
  }
}

describe('a 1009 close (spec §8.7 message size limit)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('connects again after the reconnect back-off; other disconnects are left to the client', () => {
    const client = new FakeClient()
    reconnectAfterSizeLimit(client as unknown as Pick<Centrifuge, 'on' | 'connect'>, 3, () => 0.5)
    client.emit('disconnected', { code: 0, reason: 'disconnect called' })
    vi.advanceTimersByTime(60_000)
    expect(client.connects).toBe(0)
    client.emit('disconnected', { code: 3, reason: 'message size limit exceeded' })
    vi.advanceTimersByTime(749)
    expect(client.connects).toBe(0)
    vi.advanceTimersByTime(1)
    expect(client.connects).toBe(1)
    // Again at once: the back-off grows until a connection holds.
    client.emit('disconnected', { code: 3, reason: 'message size limit exceeded' })
    vi.advanceTimersByTime(999)
    expect(client.connects).toBe(1)
    vi.advanceTimersByTime(1)
    expect(client.connects).toBe(2)
    client.emit('connected', {})
    client.emit('disconnected', { code: 3, reason: 'message size limit exceeded' })
    vi.advanceTimersByTime(750)
    expect(client.connects).toBe(3)
  })
})
