export { seededRandom, type Random } from './random'
export { generateCatalogue, type CatalogueOptions } from './fixtures/catalogue'
export { MARKET, MARKET_TYPES } from './fixtures/market-types'
export { DEFAULT_MARGIN_BP, matchMarkets, priceMarkets } from './fixtures/match-markets'
export {
  SPORT_DEFINITIONS,
  type SportDefinition,
  type SportModel,
} from './fixtures/sport-definitions'
export { slugify } from './fixtures/competitor-names'
export { kickOffStatistics } from './fixtures/live-statistics'
export { normalCdf, poissonPmf, priceWithMargin } from './pricing/probability'
export type * from './fixtures/types'
export { bestOf } from './pricing/best-of'
export { DEFAULT_RHO, FIRST_HALF_SHARE, footballRates, footballScores } from './pricing/football'
export { combineHalves, effectiveProbability, halfLines } from './pricing/lines'
export { resolveOutcome, type MatchResult, type OutcomeResult } from './pricing/results'
export {
  expectedMargin,
  expectedTotal,
  handicap,
  probabilityOf,
  threeWay,
  total,
  type ScoreDistribution,
  type ScoreProbability,
} from './pricing/score-distribution'
export {
  MARKET_IDS,
  evaluateMarket,
  liveMarkets,
  marketDefinitions,
  prematchMarkets,
  type MarketDefinition,
  type MarketLine,
} from './pricing/sport-markets'
export {
  KICK_OFF,
  distributionsFor,
  type Distributions,
  type MatchState,
} from './pricing/model-state'
export {
  holdProbability,
  setOutcomes,
  tennisMatch,
  tennisServePoints,
  tiebreakProbability,
  type TennisDistribution,
} from './pricing/tennis'
