import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
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
      return (await browserApiClient(locale).boostBonus(bonusId, player.csrf_token)).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BONUSES_KEY }),
  })
}
