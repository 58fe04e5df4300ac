import type { Bonus } from '@sportsbook/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { activateBonus as apiActivateBonus } from '@sportsbook/contracts/calls'
import { currentPlayer } from './player-session'

/**
 * Every query of the player's bonuses starts with this key: the promotions page's lists and the
 * slip's offers. A bonus issued, activated or spent invalidates them all.
 */
export const BONUSES_KEY = ['bonuses'] as const

/**
 * Activates one of the player's bonuses (POST /bonuses/{id}/activate): from the bonus dialog,
 * or from the slip when the player picks a freebet that is not active yet. Every bonus query
 * is read again; a freebet that replaced another shows at once.
 */
export async function activateBonus(
  queryClient: QueryClient,
  locale: string,
  bonusId: string,
): Promise<Bonus> {
  const player = await currentPlayer(queryClient, locale)
  if (!player) throw new Error('signed out')
  const answer = await apiActivateBonus(browserRequest(locale), bonusId, player.csrf_token)
  await queryClient.invalidateQueries({ queryKey: BONUSES_KEY })
  return answer.data
}
