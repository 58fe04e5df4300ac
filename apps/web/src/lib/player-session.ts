import { ApiRequestError, type PlayerProfile } from '@sportsbook/contracts'
import { authReducer, type AuthStatus } from '@sportsbook/domain'
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { player } from '@sportsbook/contracts/calls'
import type { ModalId } from './modals/modal-ids'
import { modals } from './modals/modal-store'

/** The profile's query key (one player per tab, whatever the locale). */
export const PLAYER_QUERY_KEY = ['player'] as const

/**
 * The signed-in player's profile, or null for an anonymous visitor (a 401 is an answer here,
 * not an error). `useAuthStatus` runs the domain's auth machine on it.
 */
export const playerQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: PLAYER_QUERY_KEY,
    queryFn: async (): Promise<PlayerProfile | null> => {
      try {
        return await player(browserRequest(locale))
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null
        throw error
      }
    },
    staleTime: 60_000,
    retry: false,
    // A failed profile is asked again when the player says so (Try again), not each time a
    // component that reads it mounts: the error's own message would mount one, and loop.
    retryOnMount: false,
    // Fail at once when offline rather than wait (a language change must say it could not).
    networkMode: 'always',
  })

/**
 * The auth status (spec §4.1, the domain's machine) driven by the profile query: pending while
 * the profile loads, then logged in — a profile with an e-mail or auth phone — or not. Signing
 * out and an expired session clear the profile, which the machine reads as not logged in.
 */
export function useAuthStatus(locale: string): {
  readonly status: AuthStatus
  readonly player: PlayerProfile | null | undefined
  /** The profile could not be loaded (not a 401): a system error, not a signed-out visitor. */
  readonly failed: boolean
  readonly retry: () => void
} {
  const profile = useQuery(playerQueryOptions(locale))
  const requested = authReducer('unknown', { type: 'settingsRequested' })
  const failed = profile.isError && profile.data === undefined
  const status =
    profile.isPending || failed
      ? requested
      : authReducer(requested, { type: 'profileLoaded', profile: profile.data ?? undefined })
  return {
    status,
    player: profile.data,
    failed,
    retry: () => {
      void profile.refetch()
    },
  }
}

/**
 * The player as known now, waiting for the profile if it is still loading: an action taken
 * right after the page loads (save a setting, star a match) must not take a signed-in player
 * for an anonymous one.
 */
export function currentPlayer(queryClient: QueryClient, locale: string) {
  return queryClient.query({ ...playerQueryOptions(locale), staleTime: 'static' })
}

/**
 * A player signed in or up in `dialog`: the profile the api answered is the session's from now
 * (the header, the private channel and the player's data follow it), and the dialog closes.
 */
export function signedIn(queryClient: QueryClient, profile: PlayerProfile, dialog: ModalId): void {
  queryClient.setQueryData(PLAYER_QUERY_KEY, profile)
  modals.close(dialog)
}

/** Sessions ended here by `expireSession` (a recheck under way must not speak over them). */
let expiries = 0

/**
 * The session ended under the player (the profile answered 401, or a limit ended it): signed
 * out here without an alert — the profile cleared drops their bets, balances and slip (`PrivateEvents`) — and the
 * sign-in dialog opens (spec §4.1) — unless a limit ended it, whose own dialog says why
 * (`signIn: false`). Nothing happens for a visitor.
 */
export function expireSession(
  queryClient: QueryClient,
  { signIn = true }: { readonly signIn?: boolean } = {},
): void {
  if (!queryClient.getQueryData(PLAYER_QUERY_KEY)) return
  expiries += 1
  queryClient.setQueryData(PLAYER_QUERY_KEY, null)
  if (signIn) modals.open('sign_in')
}

/**
 * Another call answered 401 (spec §8.2): the profile is asked again, and only its own answer
 * ends the session — one endpoint's 401 (a lost route, a stale cache) must not sign out a
 * player whose session is good. Asked by many calls at once, it asks once.
 */
export async function recheckSession(queryClient: QueryClient): Promise<void> {
  if (!queryClient.getQueryData(PLAYER_QUERY_KEY)) return
  const before = expiries
  await queryClient.refetchQueries(
    { queryKey: PLAYER_QUERY_KEY, exact: true },
    { cancelRefetch: false },
  )
  // Ended meanwhile by a limit, whose own dialog says why: no sign-in dialog over it.
  if (expiries === before && queryClient.getQueryData(PLAYER_QUERY_KEY) === null)
    modals.open('sign_in')
}
