import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { markBonusesSeen } from '@sportsbook/contracts/calls'
import { JACKPOT_HITS_KEY } from '@/lib/jackpot-hits'
import { currentPlayer } from '@/lib/player-session'

/** Marks a hit seen once its popup is dismissed (POST /bonuses/mark-as-seen, type jackpot). */
export function useMarkJackpotHitSeen(locale: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (hitId: string) => {
      const player = await currentPlayer(queryClient, locale)
      if (!player) throw new Error('signed out')
      const answer = await markBonusesSeen(
        browserRequest(locale),
        [{ id: hitId, type: 'jackpot' }],
        player.csrf_token,
      )
      return answer.data.marked
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: JACKPOT_HITS_KEY }),
  })
}
