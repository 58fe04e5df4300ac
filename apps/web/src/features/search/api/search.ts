import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { search } from '@sportsbook/contracts/calls'

export const searchKeys = {
  results: (locale: string, q: string) => ['search', locale, q] as const,
}

/** Search results for a checked query (GET /search); the previous results stay while typing. */
export const searchQueryOptions = (locale: string, q: string, enabled: boolean) =>
  queryOptions({
    queryKey: searchKeys.results(locale, q),
    queryFn: ({ signal }) => search(browserRequest(locale), { q }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
