import type { PredictionPick } from '@sportsbook/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { predict } from '@sportsbook/contracts/calls'
import { currentPlayer } from '@/lib/player-session'
import { matchKeys } from './match-keys'

/** The player's pick for the match's winner (POST /vote); the answer replaces the counts. */
export function usePredict(locale: string, matchId: string, playerId: string | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (pick: PredictionPick) => {
      const player = await currentPlayer(queryClient, locale)
      if (!player) throw new Error('Predictions need a signed-in player')
      return (await predict(browserRequest(locale), matchId, pick, player.csrf_token)).data
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(matchKeys.prediction(matchId, playerId), answer)
    },
  })
}
