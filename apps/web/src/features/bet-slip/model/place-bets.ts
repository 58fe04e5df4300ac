import {
  ApiRequestError,
  placementRefusalSchema,
  placementRequest,
  type PlacedBetResponse,
  type PlacementRefusal,
  type PlayerProfile,
} from '@sportsbook/contracts'
import {
  addSelection,
  applyOutcomeQuotes,
  betPotentialWinSubunits,
  emptySlip,
  needsPhoneVerification,
  quickBetBlock,
  setStake,
  type Slip,
  type SlipRules,
  type SlipSelection,
  oddsToMillis,
} from '@sportsbook/domain'
import type { QueryClient } from '@tanstack/react-query'
import { readCookie } from '@/lib/cookies'
import { reportError } from '@/lib/error-reporting/reporter'
import { modals } from '@/lib/modals/modal-store'
import { phoneQueryOptions } from '@/lib/player-phone'
import { PLAYER_QUERY_KEY, currentPlayer } from '@/lib/player-session'
import { trackPlacedBets } from '@/lib/tracking/data-layer'
import { DEVICE_ID_COOKIE } from '@/lib/tracking/tracking-params'
import { refreshAfter } from '@/live/private-refresh'
import { sendPlaceBets } from '../api/place-bets-request'
import { isOddsRefusal, refusalQuotes, ticketErrorOf } from './placement-error'
import type { createQuickBetStore } from '@/slip/quick-bet-store'
import type { TicketStore } from '@/slip/ticket-store'

/**
 * Spec §5: where the site requires it (PHONE_VERIFICATION_REQUIRED), a player whose phone is
 * not verified verifies it before a bet as before a deposit.
 */
/** Slips whose placement is being checked, before the ticket is in progress. */
const starting = new WeakSet<TicketStore>()

async function mustVerifyPhone(
  queryClient: QueryClient,
  locale: string,
  playerId: string,
  required: boolean,
): Promise<boolean> {
  if (!required) return false
  // Offline it fails at once rather than wait for the connection (a query's default), so the
  // placement fails now too instead of going out later on its own.
  const phone = await queryClient
    .query({ ...phoneQueryOptions(locale, playerId), networkMode: 'always' })
    .catch(() => null)
  // Not known (offline, the session just expired): placing goes on and its answer says why.
  return phone !== null && needsPhoneVerification(true, phone.is_verified)
}

type Sent =
  | { readonly kind: 'placed'; readonly bets: readonly PlacedBetResponse[] }
  | { readonly kind: 'refused'; readonly status: number; readonly refusal: PlacementRefusal }
  | { readonly kind: 'expired' }
  | { readonly kind: 'failed'; readonly status: number }

/**
 * Sends a slip to the api with a new idempotency key: a request that reached the api before
 * the connection dropped is never placed twice. A 401 clears the profile (the session expired).
 * What was placed goes to the data layer (spec §3.2 placed bet tracking).
 */
async function send(
  queryClient: QueryClient,
  locale: string,
  player: PlayerProfile,
  slip: Slip,
  quick: boolean,
): Promise<Sent> {
  const deviceId = readCookie(document.cookie, DEVICE_ID_COOKIE)
  const body = placementRequest(slip, { ...(deviceId ? { deviceId } : {}), quick })
  try {
    const placed = await sendPlaceBets(locale, body, player.csrf_token, crypto.randomUUID())
    refreshAfter(queryClient, 'placed')
    trackPlacedBets(placed.data)
    return { kind: 'placed', bets: placed.data }
  } catch (error) {
    // Offline or the answer was lost: nothing was placed (or the key makes a retry safe).
    if (!(error instanceof ApiRequestError)) return { kind: 'failed', status: 0 }
    if (error.status === 401) {
      queryClient.setQueryData(PLAYER_QUERY_KEY, null)
      return { kind: 'expired' }
    }
    const refusal = placementRefusalSchema.safeParse(error.body)
    if (refusal.success) return { kind: 'refused', status: error.status, refusal: refusal.data }
    reportError(error)
    return { kind: 'failed', status: error.status }
  }
}

/**
 * Places the slip through the ticket machine (spec §4.2): not signed in → the machine asks for
 * sign-in; success → the placed bets; a refusal → its error, and when the price moved the new
 * odds go through the slip's refresh rules so the player is asked to accept them; a 401 → the
 * session has expired; any other failure (offline, a timeout) → the generic alert. A second
 * click while placing does nothing.
 */
export async function placeSlip(
  ticket: TicketStore,
  queryClient: QueryClient,
  locale: string,
  phoneRequired: boolean,
): Promise<void> {
  if (ticket.store.getState().ticket.inProgress || starting.has(ticket)) return
  // The checks before sending take a moment: a second click meanwhile places nothing more.
  starting.add(ticket)
  const player = await currentPlayer(queryClient, locale).catch(() => null)
  const verifyPhone =
    player !== null && (await mustVerifyPhone(queryClient, locale, player.id, phoneRequired))
  starting.delete(ticket)
  if (verifyPhone) {
    modals.open('phone_verification')
    return
  }
  ticket.dispatch({ type: 'placeRequested', loggedIn: Boolean(player) })
  const { ticket: state } = ticket.store.getState()
  if (!player || !state.inProgress) return
  const sent = await send(queryClient, locale, player, state.slip, false)
  switch (sent.kind) {
    case 'placed':
      ticket.dispatch({
        type: 'placeSucceeded',
        bets: sent.bets.map((bet) => ({
          betId: bet.betId,
          status: bet.status,
          isVip: bet.isVip,
          ref: bet.ref,
          type: bet.type,
          oddsMillis: bet.odds === null ? null : oddsToMillis(bet.odds),
          stake: bet.stake,
          potentialWin: bet.potential_win,
        })),
      })
      return
    case 'expired':
      ticket.dispatch({ type: 'placeFailed', status: 401 })
      return
    case 'failed':
      ticket.dispatch({ type: 'placeFailed', status: sent.status })
      return
    case 'refused': {
      const error = ticketErrorOf(sent.refusal)
      ticket.dispatch({ type: 'placeFailed', status: sent.status, error })
      // The selections the api names get its prices and states: a moved price is flagged, one
      // no longer on sale is marked so (and the slip offers to remove it).
      if (sent.refusal.data.details.selections.length === 0) return
      const { slip } = ticket.store.getState().ticket
      const quoted = applyOutcomeQuotes(slip, refusalQuotes(sent.refusal), 'none')
      ticket.dispatch({ type: 'marketsUpdated', slip: quoted })
    }
  }
}

/** What became of a quick bet, for the player: placed, or a message key and its details. */
export type QuickBetOutcome =
  | { readonly kind: 'placed'; readonly bet: PlacedBetResponse }
  | { readonly kind: 'signInRequired' }
  | { readonly kind: 'notApproved' }
  | { readonly kind: 'phoneVerificationRequired' }
  | {
      readonly kind: 'refused'
      readonly messageKey: string
      /** The api's own message, which takes priority over the key's (spec §8.1). */
      readonly text?: string | undefined
      /** The price moved: a quick bet has nothing to accept, the player clicks the new one. */
      readonly oddsMoved: boolean
    }
  | { readonly kind: 'failed' }

/**
 * A quick bet (spec §4.5): a click on a price places a single at the approved stake at once.
 * Needs a signed-in player and approval; a pve player or a stake that wins nothing is
 * blocked before sending (spec §8.6's quick-bet blocks).
 */
export async function placeQuickBet(
  quickBet: ReturnType<typeof createQuickBetStore>,
  selection: SlipSelection,
  rules: SlipRules,
  queryClient: QueryClient,
  locale: string,
  phoneRequired: boolean,
): Promise<QuickBetOutcome | undefined> {
  const player = await currentPlayer(queryClient, locale).catch(() => null)
  if (!player) return { kind: 'signInRequired' }
  if (await mustVerifyPhone(queryClient, locale, player.id, phoneRequired))
    return { kind: 'phoneVerificationRequired' }
  const state = quickBet.store.getState()
  if (!state.isApproved) return { kind: 'notApproved' }
  if (state.state === 'processing') return undefined
  const added = addSelection(emptySlip(player.currency), selection, rules)
  const staked = added.ok ? setStake(added.value, 0, state.stakeSubunits) : undefined
  if (!staked?.ok) return { kind: 'failed' }
  const [bet] = staked.value.bets
  const block = quickBetBlock({
    isPvePlayer: player.pve,
    stakeSubunits: state.stakeSubunits,
    potentialWinSubunits: bet ? betPotentialWinSubunits(staked.value, bet) : 0,
  })
  quickBet.dispatch({ type: 'placeRequested', hasWarning: block !== undefined })
  if (block) return { kind: 'refused', messageKey: block, oddsMoved: false }
  if (quickBet.store.getState().state !== 'processing') return undefined
  const sent = await send(queryClient, locale, player, staked.value, true)
  if (sent.kind === 'placed' && sent.bets[0]) {
    quickBet.dispatch({ type: 'placeSucceeded' })
    return { kind: 'placed', bet: sent.bets[0] }
  }
  if (sent.kind === 'refused') {
    const error = ticketErrorOf(sent.refusal)
    quickBet.dispatch({ type: 'placeFailed', errorKey: error.message })
    return {
      kind: 'refused',
      messageKey: error.message,
      text: error.text ?? error.details[0]?.message,
      oddsMoved: isOddsRefusal(sent.refusal),
    }
  }
  quickBet.dispatch({ type: 'placeFailed', errorKey: 'error.place_bets.default' })
  return sent.kind === 'expired' ? { kind: 'signInRequired' } : { kind: 'failed' }
}
