import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { boostBonus } from '@sportsbook/contracts/calls'
import { BONUSES_KEY } from '@/lib/player-bonuses'
import { currentPlayer } from '@/lib/player-session'

/**
 * Boosts a hunting's or tournament's points into a freebet (POST /bonuses/{id}/boost); the
 * freebet and the points left show in every list.
 */
export function useBoostBonus(locale: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (bonusId: string) => {
      const player = await currentPlayer(queryClient, locale)
      if (!player) throw new Error('signed out')
      return (await boostBonus(browserRequest(locale), bonusId, player.csrf_token)).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BONUSES_KEY }),
  })
}
