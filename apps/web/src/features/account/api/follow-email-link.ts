import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'

export type EmailLinkKind = 'confirmation' | 'unlock'

export const emailLinkKeys = {
  followed: (kind: EmailLinkKind, token: string) => ['email-token', kind, token] as const,
}

/**
 * Follows an e-mailed confirmation or unlock link (GET /platform/users/confirmation or
 * /unlock) once: the token goes to the api a single time, however often the dialog renders.
 */
export const followEmailLinkQueryOptions = (locale: string, kind: EmailLinkKind, token: string) =>
  queryOptions({
    queryKey: emailLinkKeys.followed(kind, token),
    queryFn: async (): Promise<true> => {
      const api = browserApiClient(locale)
      await (kind === 'confirmation' ? api.confirmEmail(token) : api.unlock(token))
      return true
    },
    retry: false,
    staleTime: Infinity,
  })
