import { assertNever } from '../result'
import { acceptOddsChanges, hasOddsChanges } from '../selection-refresh/refresh'
import type { Slip } from '../ticket/slip'
import type { PlacedBet, TicketError, TicketState, TicketStateName } from './ticket-state'

export type TicketEvent =
  | { readonly type: 'slipEdited'; readonly slip: Slip }
  | { readonly type: 'marketsUpdated'; readonly slip: Slip }
  | { readonly type: 'placeRequested'; readonly loggedIn: boolean }
  | { readonly type: 'placeSucceeded'; readonly bets: readonly PlacedBet[] }
  | { readonly type: 'placeFailed'; readonly status: number; readonly error?: TicketError }
  | { readonly type: 'oddsAccepted' }
  | { readonly type: 'reset' }
  | { readonly type: 'noticeShown' }

const PLACED: readonly TicketStateName[] = ['success', 'submitted']

/** The ticket shows a receipt: its bets were placed (or handed to a trader). */
export const isPlaced = (ticketState: TicketStateName): boolean => PLACED.includes(ticketState)

/** Moving to initial or error always clears processing bets (spec §4.2). */
function settle(
  state: TicketState,
  ticketState: 'initial' | 'error',
  error?: TicketError,
): TicketState {
  const { error: _old, ...rest } = state
  return {
    ...rest,
    ticketState,
    processingBets: [],
    inProgress: false,
    ...(error ? { error } : {}),
  }
}

/** Initial, or odds changed when any selection carries a price change. */
function editedState(slip: Slip): TicketStateName {
  return hasOddsChanges(slip) ? 'oddsChanged' : 'initial'
}

/**
 * The ticket machine (spec §4.2): editing or restoring gives odds changed or initial; placing
 * needs a signed-in player (else back to initial and ask to sign in), sets in progress and
 * marks the bets with a stake as processing; success clears the selections; an error with a
 * code gives error, a 401 expires the session quietly, any other failure returns to initial
 * with a generic alert; market updates show odds changed unless in progress or placed.
 */
export function ticketReducer(state: TicketState, event: TicketEvent): TicketState {
  switch (event.type) {
    case 'slipEdited': {
      const { error: _error, ...rest } = state
      return {
        ...rest,
        slip: event.slip,
        ticketState: editedState(event.slip),
        processingBets: [],
        inProgress: false,
      }
    }
    case 'marketsUpdated': {
      if (state.inProgress || isPlaced(state.ticketState)) return { ...state, slip: event.slip }
      if (hasOddsChanges(event.slip))
        return { ...state, slip: event.slip, ticketState: 'oddsChanged' }
      return { ...state, slip: event.slip }
    }
    case 'placeRequested': {
      if (state.inProgress) return state
      if (!event.loggedIn) return { ...settle(state, 'initial'), notice: 'signInRequired' }
      const { error: _error, ...rest } = state
      const processingBets = state.slip.bets.flatMap((bet, index) =>
        bet.stakeSubunits > 0 ? [index] : [],
      )
      return { ...rest, ticketState: 'processing', inProgress: true, processingBets }
    }
    case 'placeSucceeded': {
      const anySubmitted = event.bets.some((bet) => bet.status === 'submitted')
      return {
        ...settle(state, 'initial'),
        ticketState: anySubmitted ? 'submitted' : 'success',
        placedBets: event.bets,
        slip: { ...state.slip, selections: [], bets: [] },
      }
    }
    case 'placeFailed':
      if (event.status === 401) return { ...settle(state, 'initial'), notice: 'sessionExpired' }
      if (event.error) return settle(state, 'error', event.error)
      return { ...settle(state, 'initial'), notice: 'genericError' }
    case 'oddsAccepted':
      return { ...settle(state, 'initial'), slip: acceptOddsChanges(state.slip) }
    case 'reset':
      return { ...settle(state, 'initial'), placedBets: [] }
    case 'noticeShown': {
      const { notice: _notice, ...rest } = state
      return rest
    }
    default:
      return assertNever(event)
  }
}
