export {
  TICKET_STATES,
  initialTicket,
  isPlaced,
  ticketReducer,
  type PlacedBet,
  type TicketError,
  type TicketEvent,
  type TicketNotice,
  type TicketState,
  type TicketStateName,
} from './ticket'

export {
  initialQuickBet,
  quickBetBlock,
  quickBetReducer,
  type QuickBetEvent,
  type QuickBetState,
} from './quick-bet'

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
