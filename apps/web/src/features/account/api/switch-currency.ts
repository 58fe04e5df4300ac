import type { PlayerProfile } from '@sportsbook/contracts'
import { shouldSwitchCurrency } from '@sportsbook/domain'
import type { QueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { switchCurrency as apiSwitchCurrency } from '@sportsbook/contracts/calls'
import { PLAYER_QUERY_KEY } from '@/lib/player-session'
import { ACCOUNTS_KEY, type PlayerAccount } from '@/lib/player-accounts'

/**
 * The account currency switch (spec §4.17): nothing when the currency is already the current one
 * or the player has no account in it; otherwise the server switches, and the current currency
 * is taken from its answer (the slip follows the profile's currency). Throws when it fails.
 */
export async function switchCurrency(
  queryClient: QueryClient,
  locale: string,
  player: PlayerProfile,
  accounts: readonly PlayerAccount[],
  target: string,
): Promise<void> {
  const currencies = accounts.map((account) => account.currency)
  if (!shouldSwitchCurrency(player.currency, target, currencies)) return
  const answer = await apiSwitchCurrency(browserRequest(locale), target, player.csrf_token)
  queryClient.setQueryData<PlayerProfile | null>(PLAYER_QUERY_KEY, (before) =>
    before ? { ...before, currency: answer.currency } : before,
  )
  await queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY })
}
