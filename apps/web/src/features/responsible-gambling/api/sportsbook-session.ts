import { ApiRequestError, type PlayerProfile } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { sportsbookSession } from '@sportsbook/contracts/calls'
import { limitKeys } from './limit-keys'

/** Spec §9: the reality check asks every 30 s. */
export const REALITY_CHECK_POLL_MS = 30_000

/** A 400 stops the polling (spec §8.5); so does the session limit (403), which ends play. */
const stopsPolling = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 400 || error.status === 403)

/**
 * The player's sportsbook session (POST /platform/sportsbook_sessions), asked every 30 s and
 * never cached: its reality-check period and when the next check is due, the time played and
 * the net result. None for visitors.
 */
export const sportsbookSessionQueryOptions = (
  locale: string,
  player: PlayerProfile | null | undefined,
) =>
  queryOptions({
    queryKey: limitKeys.session(player?.id),
    queryFn: () => sportsbookSession(browserRequest(locale), player?.csrf_token ?? ''),
    enabled: Boolean(player),
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (stopsPolling(query.state.error) ? false : REALITY_CHECK_POLL_MS),
  })
