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
export type {
  FeedEvent,
  MarketUpdate,
  OutcomeUpdate,
  ProviderAdapter,
  SettledOutcome,
  MarketRef,
  PlacedWindow,
} from './live/provider'
export {
  BET_STOP_AFTER_MS,
  BET_STOP_LEAD_MS,
  advanceMatch,
  initialLiveState,
  type LiveMatchSetup,
  type LiveMatchState,
} from './live/live-match'
export { MATCH_MINUTES, matchLengthMs, planMatch, type ScoringEvent } from './live/live-plan'
export { FeedSimulator, inferStrength, type SimulatorOptions } from './live/simulator'
export { simulateFootball, type FootballTimeline, type Goal } from './simulation/football'
export { simulateTennis, type TennisResult } from './simulation/tennis'
export { setupFromStoredMatch, type StoredMatch } from './live/match-setup'
export {
  CUSTOM_BET_MODELS,
  customBetOddsMillis,
  customBetProbability,
  isCustomBetLine,
  type CustomLeg,
} from './pricing/custom-bet'
