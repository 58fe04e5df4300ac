import type { Bonus } from '@sportsbook/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { markBonusesSeen } from '@sportsbook/contracts/calls'
import { BONUSES_KEY } from '@/lib/player-bonuses'
import { currentPlayer } from '@/lib/player-session'

/** Marks a bonus seen once its popup is dismissed (POST /bonuses/mark-as-seen). */
export function useMarkBonusSeen(locale: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (bonus: Pick<Bonus, 'id' | 'type'>) => {
      const player = await currentPlayer(queryClient, locale)
      if (!player) throw new Error('signed out')
      const answer = await markBonusesSeen(
        browserRequest(locale),
        [{ id: bonus.id, type: bonus.type }],
        player.csrf_token,
      )
      return answer.data.marked
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BONUSES_KEY }),
  })
}
