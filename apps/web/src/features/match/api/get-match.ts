import type { Match } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { match } from '@sportsbook/contracts/calls'
import { matchKeys } from './match-keys'

/** A match (GET /matches/{id}), starting from the one the server rendered the page with. */
export const matchQueryOptions = (locale: string, initial: Match) =>
  queryOptions({
    queryKey: matchKeys.match(locale, initial.id),
    queryFn: async () => (await match(browserRequest(locale), initial.id)).data,
    initialData: initial,
  })
