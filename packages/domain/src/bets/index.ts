export {
  DEFAULT_BET_LIMIT_UNITS,
  betLimitsFor,
  largestAcceptedStake,
  needsTraderApproval,
  stakeLimitProblem,
  type BetLimitUnits,
  type BetLimits,
  type StakeLimitProblem,
} from './bet-limits'

export {
  parseSystemId,
  placementSlip,
  requestedBetType,
  type PricedLeg,
  type RequestedBet,
} from './placement-slip'

export {
  BET_LIST_FILTERS,
  BET_RESULT_FILTERS,
  isBetListFilter,
  isBetResultFilter,
  resultsOf,
  statusesOf,
  type BetListFilter,
  type BetResultFilter,
} from './bet-filters'
