export { seededRandom, type Random } from './random'
export { generateCatalogue, type CatalogueOptions } from './fixtures/catalogue'
export { MARKET, MARKET_TYPES } from './fixtures/market-types'
export { DEFAULT_MARGIN_BP, matchMarkets } from './fixtures/match-markets'
export {
  SPORT_DEFINITIONS,
  type SportDefinition,
  type SportModel,
} from './fixtures/sport-definitions'
export { slugify } from './fixtures/competitor-names'
export { kickOffStatistics } from './fixtures/live-statistics'
export { normalCdf, poissonPmf, priceWithMargin } from './pricing/probability'
export type * from './fixtures/types'
