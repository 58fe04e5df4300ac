import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/** The match's winner prediction as this player (or a visitor) sees it (GET /vote). */
export const predictionQueryOptions = (
  locale: string,
  matchId: string,
  playerId: string | undefined,
) =>
  queryOptions({
    queryKey: matchKeys.prediction(matchId, playerId),
    queryFn: async () => (await browserApiClient(locale).prediction(matchId)).data,
    staleTime: 30_000,
  })
