import { QueryClient } from '@tanstack/react-query'

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Server-rendered data is fresh for a moment, so hydration does not refetch at once.
      queries: { staleTime: 5_000, refetchOnWindowFocus: false },
    },
  })
}

let browserQueryClient: QueryClient | undefined

/** A new client per server request, one per browser tab (TanStack's Next.js pattern). */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient()
  browserQueryClient ??= makeQueryClient()
  return browserQueryClient
}
