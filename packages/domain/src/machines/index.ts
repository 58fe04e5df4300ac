export {
  TICKET_STATES,
  initialTicket,
  type PlacedBet,
  type TicketError,
  type TicketNotice,
  type TicketState,
  type TicketStateName,
} from './ticket-state'

export { isPlaced, ticketReducer, type TicketEvent } from './ticket'

export { initialQuickBet, type QuickBetState } from './quick-bet-state'

export { quickBetBlock, quickBetReducer, type QuickBetEvent } from './quick-bet'

export {
  authReducer,
  displayName,
  isLoggedInProfile,
  type AuthEvent,
  type AuthStatus,
  type ProfileIdentity,
} from './auth'

export {
  INITIAL_BET_SLIP_PANEL,
  betSlipPanelReducer,
  type BetSlipPanelEvent,
  type BetSlipPanelState,
  type BetSlipTab,
} from './bet-slip-panel'

export {
  PUSH_RECONNECT_MAX_MS,
  PUSH_RECONNECT_MIN_MS,
  PUSH_TOKEN_RETRY_MAX_MS,
  PUSH_TOKEN_RETRY_MIN_MS,
  backoffDelay,
  tokenRetryDelay,
} from './push-reconnect'
