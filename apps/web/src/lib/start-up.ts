import type { QueryClient } from '@tanstack/react-query'
import { compPoints, settings, statusGroups } from '@sportsbook/contracts/calls'
import { browserRequest } from '@/lib/browser-api'
import { accountsQueryOptions, fetchAccounts } from './player-accounts'
import { compPointsQueryOptions, statusGroupsQueryOptions } from './player-loyalty'
import { playerQueryOptions } from './player-session'
import { settingsQueryOptions } from './player-settings'

/** Set once this browser has had a signed-in player (spec §4 `is_registered`). */
export const IS_REGISTERED_KEY = 'is_registered'

/**
 * Start-up as spec §7.4 has it: the profile, settings, accounts, comp points and status groups
 * asked for together, not one after the other. Their queries are keyed by the player, known
 * only when the profile answers; the four answers (or requests still under way) are then
 * handed to those queries, so none is asked twice.
 *
 * A browser that has never had a signed-in player asks for the profile only: a visitor's
 * four other requests would all be 401s.
 */
export async function startUp(queryClient: QueryClient, locale: string): Promise<void> {
  const request = browserRequest(locale)
  const returning = readRegistered()
  const companions = returning
    ? {
        settings: settings(request),
        accounts: fetchAccounts(request),
        points: compPoints(request),
        groups: statusGroups(request).then((answer) => answer.data),
      }
    : undefined
  // A failure is the query's to report when it asks again; none is left unhandled here.
  if (companions) for (const answer of Object.values(companions)) answer.catch(() => undefined)
  const player = await queryClient.query(playerQueryOptions(locale)).catch(() => null)
  if (!player || !companions) return
  const handOver = <T>(options: { queryKey: readonly unknown[] }, answer: Promise<T>) =>
    queryClient.query({ queryKey: options.queryKey, queryFn: () => answer }).catch(() => undefined)
  void handOver(settingsQueryOptions(locale, player), companions.settings)
  void handOver(accountsQueryOptions(locale, player.id), companions.accounts)
  void handOver(compPointsQueryOptions(locale, player.id), companions.points)
  void handOver(statusGroupsQueryOptions(locale, player.id), companions.groups)
}

function readRegistered(): boolean {
  try {
    return localStorage.getItem(IS_REGISTERED_KEY) !== null
  } catch {
    return false
  }
}
