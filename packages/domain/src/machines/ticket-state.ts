import type { Money } from '../money/money'
import type { Slip } from '../ticket/slip'

// The ticket's state and its start, apart from its machine (ticket.ts): what a page reads before
// the slip's rules load (the web's slip-state; decision 172).

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

export function initialTicket(slip: Slip): TicketState {
  return { ticketState: 'initial', slip, placedBets: [], processingBets: [], inProgress: false }
}
