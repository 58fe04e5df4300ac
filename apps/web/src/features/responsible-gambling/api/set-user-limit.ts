import type { UserLimitBody } from '@sportsbook/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { setUserLimit } from '@sportsbook/contracts/calls'
import { currentPlayer, playerQueryOptions } from '@/lib/player-session'
import { limitKeys } from './limit-keys'

/**
 * Sets a limit or an exclusion (POST /platform/user_limits). An exclusion ends the session on
 * the server: the profile is asked again, and the page shows the player signed out.
 */
export function useSetUserLimit(locale: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UserLimitBody) => {
      const player = await currentPlayer(queryClient, locale)
      if (!player) throw new Error('signed out')
      return setUserLimit(browserRequest(locale), body, player.csrf_token)
    },
    onSuccess: async (_limit, body) => {
      if ('days' in body)
        await queryClient.invalidateQueries({ queryKey: playerQueryOptions(locale).queryKey })
      await queryClient.invalidateQueries({ queryKey: limitKeys.all })
    },
  })
}
