import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { chatUserId } from '@sportsbook/contracts/calls'
import { matchKeys } from './match-keys'

/** The signed-in player's id at the match-chat provider (GET /watchersio/userid). */
export const chatUserQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: matchKeys.chatUser(playerId),
    queryFn: async () => (await chatUserId(browserRequest(locale))).data.user_id,
    enabled: playerId !== undefined,
    staleTime: Infinity,
  })
