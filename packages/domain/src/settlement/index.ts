export {
  BET_RESULT,
  BET_RESULTS,
  BET_STATUSES,
  PAID_BACK_STATUSES,
  SELECTION_RESULTS,
  SETTLED_RESULTS,
  isBetResult,
  isBetStatus,
  isSelectionResult,
  isSettledResult,
  type SettledResult,
  settleAccumulator,
  settleCustomBet,
  settleSystem,
  type BetResult,
  type BetStatus,
  type SelectionResult,
  type SettledSelection,
  type Settlement,
} from './settlement'

export { DEFAULT_CASHOUT_MARGIN_BP, cashoutValueSubunits, type CashoutSelection } from './cashout'
