import { describe, expect, it } from 'vitest'
import { ProducerHealth } from './producer-health'

const LIVE = 1
const PREMATCH = 3
const LIMIT = 20_000

describe('producer health', () => {
  it('starts down and recovers each producer from its stored timestamp', () => {
    const health = new ProducerHealth(
      { products: [LIVE, PREMATCH], aliveTimeoutMs: LIMIT, lastProcessed: new Map([[LIVE, 500]]) },
      0,
    )
    expect(health.start(0)).toEqual([
      { type: 'down', product: LIVE, reason: 'started' },
      { type: 'recover', product: LIVE, after: 500, requestId: 1 },
      { type: 'down', product: PREMATCH, reason: 'started' },
      { type: 'recover', product: PREMATCH, after: null, requestId: 2 },
    ])
    // Only that request's snapshot_complete brings it up.
    expect(health.snapshotComplete(LIVE, 2)).toEqual([])
    expect(health.state(LIVE)).toBe('recovering')
    expect(health.snapshotComplete(LIVE, 1)).toEqual([{ type: 'up', product: LIVE }])
    expect(health.state(LIVE)).toBe('up')
  })

  it('goes down when the alive stops, and recovers after what it processed once it is back', () => {
    const health = new ProducerHealth({ products: [LIVE], aliveTimeoutMs: LIMIT }, 0)
    health.start(0)
    health.snapshotComplete(LIVE, 1)
    health.processed(LIVE, 9_000)
    health.processed(LIVE, 8_000)
    expect(health.alive(LIVE, true, 10_000)).toEqual([])
    expect(health.check(10_000 + LIMIT)).toEqual([])
    expect(health.check(10_001 + LIMIT)).toEqual([
      { type: 'down', product: LIVE, reason: 'alive_timeout' },
    ])
    // Still silent: nothing more.
    expect(health.check(60_000)).toEqual([])
    expect(health.alive(LIVE, true, 70_000)).toEqual([
      { type: 'recover', product: LIVE, after: 9_000, requestId: 2 },
    ])
    expect(health.snapshotComplete(LIVE, 2)).toEqual([{ type: 'up', product: LIVE }])
  })

  it('goes down and recovers at once on subscribed="0"', () => {
    const health = new ProducerHealth({ products: [LIVE], aliveTimeoutMs: LIMIT }, 0)
    health.start(0)
    health.snapshotComplete(LIVE, 1)
    expect(health.alive(LIVE, false, 1_000)).toEqual([
      { type: 'down', product: LIVE, reason: 'unsubscribed' },
      { type: 'recover', product: LIVE, after: null, requestId: 2 },
    ])
  })

  it('asks again when a recovery does not complete in time, and after a failed request', () => {
    const health = new ProducerHealth({ products: [LIVE], aliveTimeoutMs: LIMIT }, 0)
    health.start(0)
    health.alive(LIVE, true, LIMIT)
    expect(health.check(LIMIT + 1)).toEqual([
      { type: 'recover', product: LIVE, after: null, requestId: 2 },
    ])
    health.recoveryFailed(LIVE)
    expect(health.state(LIVE)).toBe('down')
    expect(health.alive(LIVE, true, LIMIT + 2)).toEqual([
      { type: 'recover', product: LIVE, after: null, requestId: 3 },
    ])
  })

  it('marks every producer down when the connection drops', () => {
    const health = new ProducerHealth({ products: [LIVE, PREMATCH], aliveTimeoutMs: LIMIT }, 0)
    health.start(0)
    health.snapshotComplete(LIVE, 1)
    expect(health.connectionLost()).toEqual([
      { type: 'down', product: LIVE, reason: 'connection_lost' },
      { type: 'down', product: PREMATCH, reason: 'connection_lost' },
    ])
    expect(health.knows(2)).toBe(false)
  })
})
