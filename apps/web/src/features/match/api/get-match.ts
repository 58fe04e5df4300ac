import type { Match } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { matchKeys } from './match-keys'

/** A match (GET /matches/{id}), starting from the one the server rendered the page with. */
export const matchQueryOptions = (locale: string, initial: Match) =>
  queryOptions({
    queryKey: matchKeys.match(locale, initial.id),
    queryFn: async () => (await browserApiClient(locale).match(initial.id)).data,
    initialData: initial,
  })
