import type { QueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { trackActivity as apiTrackActivity } from '@sportsbook/contracts/calls'
import { currentPlayer } from '@/lib/player-session'

/** Reports `seconds` of play in a visible tab (POST /platform/player/activity_limit_track). */
export async function trackActivity(
  queryClient: QueryClient,
  locale: string,
  seconds: number,
): Promise<void> {
  const player = await currentPlayer(queryClient, locale)
  if (!player) return
  await apiTrackActivity(browserRequest(locale), seconds, player.csrf_token)
}
