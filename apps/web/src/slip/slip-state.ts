import {
  DEFAULT_SLIP_RULES,
  emptySlip,
  initialQuickBet,
  initialTicket,
  type OddsAcceptMode,
  type QuickBetState,
  type SlipRules,
  type TicketState,
} from '@sportsbook/domain'
import { createStore } from 'zustand/vanilla'

/** The slip's currency until a signed-in player's account says otherwise. */
export const DEFAULT_SLIP_CURRENCY = 'EUR'

export type TicketStoreState = {
  readonly ticket: TicketState
  /** What the slip accepts when a price moves (spec §3.4 oddsAcceptMode). */
  readonly acceptMode: OddsAcceptMode
  /** The operator's slip rules (multi-single per provider). */
  readonly rules: SlipRules
}

/** A slip's state, empty: what `createTicketStore` (ticket-store.ts) changes. */
export function createTicketState(rules: SlipRules = DEFAULT_SLIP_RULES) {
  return createStore<TicketStoreState>(() => ({
    ticket: initialTicket(emptySlip(DEFAULT_SLIP_CURRENCY)),
    acceptMode: 'none',
    rules,
  }))
}

export type TicketStateStore = ReturnType<typeof createTicketState>

/**
 * The page's slip as a first paint reads it (which prices are in it). It changes only through
 * `ticketStore` (ticket-store.ts), which loads with the slip's rules when the page first needs
 * them — a pick, a saved slip, the slip's effects — not with the page (decision 172). Quick bet
 * likewise (`quickBetState`, changed through quick-bet-store.ts).
 */
export const ticketState = createTicketState()

/** Set once at start from the operator's settings, before a slip renders. */
export function setSlipRules(rules: SlipRules): void {
  ticketState.setState({ rules })
}

/** Quick bet's state, off: what `createQuickBetStore` (quick-bet-store.ts) changes. */
export function createQuickBetState() {
  return createStore<QuickBetState>(() => initialQuickBet(DEFAULT_SLIP_CURRENCY))
}

/** The page's quick bet as a click reads it (on: the click places a single at once). */
export const quickBetState = createQuickBetState()
