import { assertNever } from '../result'
import { acceptOddsChanges, hasOddsChanges } from '../selection-refresh/refresh'
import type { Money } from '../money/money'
import type { Slip } from '../ticket/slip'

/** Ticket states (spec §3.3–§4). `submitted`: a VIP bet waiting for a trader. */
export const TICKET_STATES = [
  'initial',
  'oddsChanged',
  'processing',
  'success',
  'submitted',
  'error',
] as const
export type TicketStateName = (typeof TICKET_STATES)[number]

/**
 * A refused placement as the slip shows it (spec §8.1): the message key of the code, the api's own
 * message when one mapper's message covers every bet (it takes priority over the key), and each
 * bet's message with the bet it belongs to (a multi-single shows each at its bet).
 */
export type TicketError = {
  readonly code: number
  readonly message: string
  readonly text?: string
  readonly details: readonly { readonly betIndex: number; readonly message: string }[]
}
/** A placed bet as the receipt shows it (the api's answer). */
export type PlacedBet = {
  readonly betId: string
  readonly status: string
  readonly isVip: boolean
  /** The short reference my bets shows too. */
  readonly ref: string
  readonly type: 'single' | 'combo' | 'system' | 'custom_bet'
  /** Total odds in millis; null for a system. */
  readonly oddsMillis: number | null
  readonly stake: Money
  readonly potentialWin: Money
}

/** Something the UI must do once, then dismiss with `noticeShown`. */
export type TicketNotice = 'signInRequired' | 'genericError' | 'sessionExpired'

export type TicketState = {
  readonly ticketState: TicketStateName
  readonly slip: Slip
  readonly error?: TicketError
  readonly placedBets: readonly PlacedBet[]
  /** Indexes of bets being placed. */
  readonly processingBets: readonly number[]
  readonly inProgress: boolean
  readonly notice?: TicketNotice
}

export type TicketEvent =
  | { readonly type: 'slipEdited'; readonly slip: Slip }
  | { readonly type: 'marketsUpdated'; readonly slip: Slip }
  | { readonly type: 'placeRequested'; readonly loggedIn: boolean }
  | { readonly type: 'placeSucceeded'; readonly bets: readonly PlacedBet[] }
  | { readonly type: 'placeFailed'; readonly status: number; readonly error?: TicketError }
  | { readonly type: 'oddsAccepted' }
  | { readonly type: 'reset' }
  | { readonly type: 'noticeShown' }

export function initialTicket(slip: Slip): TicketState {
  return { ticketState: 'initial', slip, placedBets: [], processingBets: [], inProgress: false }
}

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
