import type { QueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { signOut as apiSignOut } from '@sportsbook/contracts/calls'
import { reportError } from '@/lib/error-reporting/reporter'
import { PLAYER_QUERY_KEY, currentPlayer } from '@/lib/player-session'
import { emptySlip } from '@sportsbook/domain'
import { DEFAULT_SLIP_CURRENCY } from '@/slip/slip-state'
import { ticketStore } from '@/slip/ticket-store'

/**
 * Signs out (spec §4.1): after the server call the slip is emptied and the profile cleared, which
 * drops the player's accounts and bets (see `PrivateEvents`). A failed call is reported and
 * ignored: the player is signed out here either way.
 */
export async function signOut(queryClient: QueryClient, locale: string): Promise<void> {
  const player = await currentPlayer(queryClient, locale).catch(() => null)
  if (player) {
    await apiSignOut(browserRequest(locale), player.csrf_token).catch((error: unknown) => {
      reportError(error)
    })
  }
  ticketStore.dispatch({ type: 'reset' })
  ticketStore.update(() => emptySlip(DEFAULT_SLIP_CURRENCY))
  queryClient.setQueryData(PLAYER_QUERY_KEY, null)
}
