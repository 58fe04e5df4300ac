import { queryOptions } from '@tanstack/react-query'
import { confirmEmail, unlock } from '@sportsbook/contracts/calls'
import { browserRequest } from '@/lib/browser-api'

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
      const request = browserRequest(locale)
      await (kind === 'confirmation' ? confirmEmail(request, token) : unlock(request, token))
      return true
    },
    retry: false,
    staleTime: Infinity,
  })
