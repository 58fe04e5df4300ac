import { EVENT_STATUS } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { matchPanels } from './match-panels'

describe('the match view’s panels', () => {
  const live = { has_video: true, status: EVENT_STATUS.live }

  it('opens a live match with video on its stream', () => {
    expect(matchPanels(live, { video: true, chat: true })).toEqual({
      panels: ['statistics', 'stream', 'chat'],
      first: 'stream',
    })
    expect(
      matchPanels({ ...live, status: EVENT_STATUS.prematch }, { video: true, chat: false }),
    ).toEqual({ panels: ['statistics', 'stream'], first: 'statistics' })
  })

  it('shows no stream where the operator offers no video, or the match has none', () => {
    expect(matchPanels(live, { video: false, chat: false })).toEqual({
      panels: ['statistics'],
      first: 'statistics',
    })
    expect(matchPanels({ ...live, has_video: false }, { video: true, chat: true })).toEqual({
      panels: ['statistics', 'chat'],
      first: 'statistics',
    })
  })
})
