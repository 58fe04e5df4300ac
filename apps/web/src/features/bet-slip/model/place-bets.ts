import {
  ApiRequestError,
  placementRefusalSchema,
  placementRequest,
  type PlacedBetResponse,
} from '@sportsbook/contracts'
import { applyOutcomeQuotes } from '@sportsbook/domain'
import type { QueryClient } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'
import { readCookie } from '@/lib/cookies'
import { reportError } from '@/lib/error-reporting/reporter'
import { PLAYER_QUERY_KEY, currentPlayer } from '@/lib/player-session'
import { DEVICE_ID_COOKIE } from '@/lib/tracking/tracking-params'
import { ACCOUNTS_KEY } from '@/features/account/account-queries'
import { MY_BETS_KEY } from '../api/bets-queries'
import { isOddsRefusal, refusalQuotes, ticketErrorOf } from './placement-error'
import type { TicketStore } from './ticket-store'

/** Queries a placement changes: the bets list and the balances. */
export const AFTER_PLACEMENT_QUERY_KEYS = [MY_BETS_KEY, ACCOUNTS_KEY] as const

/**
 * Places the slip through the ticket machine (spec §4): not signed in → the machine asks for
 * sign-in; success → the placed bets; a refusal → its error, and when the price moved the new
 * odds go through the slip's refresh rules so the player is asked to accept them; a 401 → the
 * session has expired; any other failure (offline, a timeout) → the generic alert. One
 * idempotency key per attempt: a second click while placing does nothing, and a request that
 * reached the api before the connection dropped is never placed twice.
 */
export async function placeSlip(
  ticket: TicketStore,
  queryClient: QueryClient,
  locale: string,
  options: { readonly quick?: boolean } = {},
): Promise<readonly PlacedBetResponse[] | undefined> {
  if (ticket.store.getState().ticket.inProgress) return undefined
  const player = await currentPlayer(queryClient, locale).catch(() => null)
  ticket.dispatch({ type: 'placeRequested', loggedIn: Boolean(player) })
  const { ticket: state } = ticket.store.getState()
  if (!player || !state.inProgress) return undefined
  const deviceId = readCookie(document.cookie, DEVICE_ID_COOKIE)
  const body = placementRequest(state.slip, {
    ...(deviceId ? { deviceId } : {}),
    ...(options.quick ? { quick: true } : {}),
  })
  try {
    const placed = await browserApiClient(locale).placeBets(
      body,
      player.csrf_token,
      crypto.randomUUID(),
    )
    ticket.dispatch({
      type: 'placeSucceeded',
      bets: placed.data.map((bet) => ({ betId: bet.betId, status: bet.status, isVip: bet.isVip })),
    })
    for (const queryKey of AFTER_PLACEMENT_QUERY_KEYS)
      void queryClient.invalidateQueries({ queryKey })
    return placed.data
  } catch (error) {
    failed(ticket, queryClient, error)
    return undefined
  }
}

function failed(ticket: TicketStore, queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiRequestError)) {
    // Offline or the answer was lost: nothing was placed (or the key makes a retry safe).
    ticket.dispatch({ type: 'placeFailed', status: 0 })
    return
  }
  if (error.status === 401) {
    queryClient.setQueryData(PLAYER_QUERY_KEY, null)
    ticket.dispatch({ type: 'placeFailed', status: 401 })
    return
  }
  const refusal = placementRefusalSchema.safeParse(error.body)
  if (!refusal.success) {
    reportError(error)
    ticket.dispatch({ type: 'placeFailed', status: error.status })
    return
  }
  ticket.dispatch({
    type: 'placeFailed',
    status: error.status,
    error: ticketErrorOf(refusal.data),
  })
  if (isOddsRefusal(refusal.data)) {
    const { slip } = ticket.store.getState().ticket
    const quoted = applyOutcomeQuotes(slip, refusalQuotes(refusal.data), 'none')
    ticket.dispatch({ type: 'marketsUpdated', slip: quoted })
  }
}
