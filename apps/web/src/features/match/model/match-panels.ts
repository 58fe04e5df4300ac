import type { Match } from '@sportsbook/contracts'
import { isLiveStatus } from '@sportsbook/domain'

export type Panel = 'statistics' | 'stream' | 'chat'

/**
 * The match view's tabs (spec §2.4) and the one open first: STREAM when the match has video
 * (the feed's coverage) and the operator offers video, CHAT when a chat is configured. A live
 * match with a stream opens on it.
 */
export function matchPanels(
  match: Pick<Match, 'has_video' | 'status'>,
  offers: { readonly video: boolean; readonly chat: boolean },
): { readonly panels: readonly Panel[]; readonly first: Panel } {
  const stream = offers.video && match.has_video
  return {
    panels: [
      'statistics',
      ...(stream ? ['stream' as const] : []),
      ...(offers.chat ? ['chat' as const] : []),
    ],
    first: stream && isLiveStatus(match.status) ? 'stream' : 'statistics',
  }
}
