import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { continueSportsbookSession } from '@sportsbook/contracts/calls'
import { currentPlayer } from '@/lib/player-session'
import { limitKeys } from './limit-keys'

/** The player plays on after the reality check (POST /platform/sportsbook_sessions/continue). */
export function useContinueSession(locale: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const player = await currentPlayer(queryClient, locale)
      if (!player) throw new Error('signed out')
      const session = await continueSportsbookSession(browserRequest(locale), player.csrf_token)
      queryClient.setQueryData(limitKeys.session(player.id), session)
      return session
    },
  })
}
