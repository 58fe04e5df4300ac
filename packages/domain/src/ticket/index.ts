export {
  MAX_SELECTIONS,
  PROVIDERS,
  isProvider,
  newSelection,
  selectionId,
  type NewSelection,
  type Provider,
  type SelectionLabels,
  type SlipSelection,
} from './selection'

export {
  BET_TYPES,
  BONUS_TYPES,
  isBetType,
  isBonusType,
  DEFAULT_MULTI_SINGLE_PROVIDERS,
  DEFAULT_SLIP_RULES,
  emptySlip,
  selectionsOf,
  slipRulesFor,
  type BetType,
  type BonusType,
  type Slip,
  type SlipBet,
  type SlipBonus,
  type SlipRules,
  type StakeSource,
} from './slip'

export {
  MIN_SYSTEM_SELECTIONS,
  combinationCount,
  elementarySymmetric,
  systemId,
  systemOddsSum,
  systemPotentialWinSubunits,
  systemTypesFor,
  type SystemType,
} from './system'

export {
  addSelection,
  applyCustomOdds,
  changeBetType,
  changeSystemType,
  reevaluateBet,
  removeSelection,
  toggleSelection,
  type SlipEditError,
} from './bet-type'

export {
  betCombinations,
  betPotentialWinSubunits,
  betTotalOdds,
  betTotalStakeSubunits,
  slipTotalStakeSubunits,
  stakeForPotentialWin,
} from './payout'

export {
  changeCurrency,
  isFreebet,
  setBonus,
  setStake,
  setStakeFromPotentialWin,
  type StakeError,
} from './stake'

export {
  betProblems,
  checkPlaceBets,
  conflictingSelectionIds,
  type BetProblem,
  type PlaceBetsBlock,
} from './validation'
