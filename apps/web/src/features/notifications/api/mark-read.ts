import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { readNotifications } from '@sportsbook/contracts/calls'
import { NOTIFICATIONS_KEY, unreadNotificationsKey } from '@/lib/player-notifications'
import { currentPlayer } from '@/lib/player-session'

/** Marks one notification (`[id]`) or all of them (`'all'`) read; the counter follows at once. */
export function useMarkRead(locale: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ids: readonly string[] | 'all') => {
      const player = await currentPlayer(queryClient, locale)
      if (!player) throw new Error('signed out')
      const answer = await readNotifications(browserRequest(locale), ids, player.csrf_token)
      queryClient.setQueryData(unreadNotificationsKey(player.id), answer.data.unread)
      return answer.data.unread
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  })
}
