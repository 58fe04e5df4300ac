import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { prediction } from '@sportsbook/contracts/calls'
import { matchKeys } from './match-keys'

/** The match's winner prediction as this player (or a visitor) sees it (GET /vote). */
export const predictionQueryOptions = (
  locale: string,
  matchId: string,
  playerId: string | undefined,
) =>
  queryOptions({
    queryKey: matchKeys.prediction(matchId, playerId),
    queryFn: async () => (await prediction(browserRequest(locale), matchId)).data,
    staleTime: 30_000,
  })
