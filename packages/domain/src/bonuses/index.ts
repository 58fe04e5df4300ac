export { chooseBonus, type BonusChoice, type BonusOffer } from './bonus-choice'

export {
  comboboostFor,
  settleBoosted,
  type Comboboost,
  type ComboboostRange,
  type ComboboostResult,
} from './comboboost'

export {
  FREEBET_TYPES,
  freebetIneligibility,
  freebetPayout,
  isFreebetType,
  type Freebet,
  type FreebetIneligibility,
  type FreebetPayout,
  type FreebetType,
} from './freebet'

export {
  BONUS_STATUSES,
  isBonusStatus,
  isStoredBonusState,
  CAMPAIGN_PERIODS,
  STORED_BONUS_STATES,
  bonusPeriodOf,
  bonusStatusAt,
  campaignPeriodAt,
  isUsableBonus,
  type BonusStatus,
  type CampaignPeriod,
  type StoredBonusState,
} from './bonus-status'

export {
  advanceProgress,
  countsForProgress,
  type ProgressRange,
  type ProgressStep,
} from './freebet-progress'

export {
  contributeToLevel,
  drawDropPoint,
  jackpotContribution,
  playsForJackpot,
  type JackpotLevelRule,
  type LevelStep,
} from './jackpot'

export {
  CHEST_SIZES,
  drawLootboxPrize,
  isChestSize,
  lootboxChances,
  lootboxChest,
  lootboxTableProblem,
  seededUniform,
  type ChestSize,
  type LootboxPrize,
  type LootboxTableProblem,
} from './lootbox'

export {
  NO_FARMING,
  averageStakeSubunits,
  boostPoints,
  farmBet,
  pointsForBet,
  rangeReached,
  slipFarming,
  targetRange,
  type FarmingBet,
  type FarmingRanges,
  type FarmingRule,
  type FarmingStats,
} from './farming'

export {
  TOURNAMENT_STATES,
  isTournamentState,
  leaderboardRows,
  poolContribution,
  rankStandings,
  takesBets,
  tournamentPrizes,
  tournamentStateAt,
  type Ranked,
  type Standing,
  type TournamentState,
  type TournamentSwitch,
} from './tournament'
