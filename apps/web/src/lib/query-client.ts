import { ApiRequestError } from '@sportsbook/contracts'
import { MutationCache, QueryCache, QueryClient, type QueryMeta } from '@tanstack/react-query'
import { reportError } from './error-reporting/reporter'
import { PLAYER_QUERY_KEY, recheckSession } from './player-session'
import './query-meta'

/** Whether a query's failure (not a 401) is reported: not when its query says the status is expected. */
export function isReportedFailure(error: Error, meta: QueryMeta | undefined): boolean {
  return !(error instanceof ApiRequestError && meta?.unreportedStatuses?.includes(error.status))
}

/**
 * Spec §8: a 401 on any query or write (but the profile's own, where it means "a visitor")
 * makes the profile be asked again, and its answer decides whether the session expired; any
 * other failure of a query is reported (the report's filter drops cancelled and network ones),
 * unless the query lists its status as expected.
 */
function onApiError(queryClient: () => QueryClient) {
  return (error: Error, queryKey?: readonly unknown[], meta?: QueryMeta) => {
    if (!(error instanceof ApiRequestError) || error.status !== 401) {
      if (queryKey && isReportedFailure(error, meta)) reportError(error, { queryKey })
      return
    }
    if (queryKey?.[0] === PLAYER_QUERY_KEY[0]) return
    void recheckSession(queryClient())
  }
}

/** A refusal (4xx) is the answer; only faults and lost connections are worth retrying. */
function retryUnlessRefused(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false
  return failureCount < 3
}

function makeQueryClient(inBrowser: boolean): QueryClient {
  const expire = onApiError(() => client)
  const client: QueryClient = new QueryClient({
    ...(inBrowser && {
      queryCache: new QueryCache({
        onError: (error, query) => {
          expire(error, query.queryKey, query.meta)
        },
      }),
      mutationCache: new MutationCache({
        onError: (error) => {
          expire(error)
        },
      }),
    }),
    defaultOptions: {
      // Server-rendered data is fresh for a moment, so hydration does not refetch at once.
      queries: { staleTime: 5_000, refetchOnWindowFocus: false, retry: retryUnlessRefused },
    },
  })
  return client
}

let browserQueryClient: QueryClient | undefined

/** A new client per server request, one per browser tab (TanStack's Next.js pattern). */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient(false)
  browserQueryClient ??= makeQueryClient(true)
  return browserQueryClient
}
