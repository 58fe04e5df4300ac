import { describe, expect, it } from 'vitest'
import { createSnapshotPositions } from './snapshot-positions'

describe('snapshot positions', () => {
  it('starts a subscription from the oldest snapshot of its stream, once', () => {
    const positions = createSnapshotPositions()
    positions.note('public:match:1', { offset: 7, epoch: 'a' })
    positions.note('public:match:1', { offset: 9, epoch: 'a' })
    positions.note('public:match:1', { offset: 5, epoch: 'a' })
    positions.note('public:match:2', { offset: 1, epoch: 'b' })
    expect(positions.take('public:match:1')).toEqual({ offset: 5, epoch: 'a' })
    expect(positions.take('public:match:1')).toBeUndefined()
    expect(positions.take('public:match:2')).toEqual({ offset: 1, epoch: 'b' })
  })

  it('takes the newest stream when the epoch changed', () => {
    const positions = createSnapshotPositions()
    positions.note('public:match:1', { offset: 40, epoch: 'old' })
    positions.note('public:match:1', { offset: 2, epoch: 'new' })
    positions.note('public:match:1', { offset: 3, epoch: 'new' })
    expect(positions.take('public:match:1')).toEqual({ offset: 2, epoch: 'new' })
  })

  it('starts from where the last subscription had heard, whatever was noted while it was held', () => {
    const positions = createSnapshotPositions()
    positions.note('public:match:1', { offset: 4, epoch: 'a' })
    positions.heard('public:match:1', { offset: 30, epoch: 'a' })
    expect(positions.take('public:match:1')).toEqual({ offset: 30, epoch: 'a' })
    positions.note('public:match:1', { offset: 4, epoch: 'a' })
    positions.heard('public:match:1', undefined)
    expect(positions.take('public:match:1')).toBeUndefined()
  })
})
