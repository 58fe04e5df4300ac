export {
  ODDS_ONE,
  ODDS_SCALE,
  fromOddsMillis,
  isOddsMillis,
  multiplyOdds,
  potentialWinSubunits,
  oddsToMillis,
  ODDS_SCALE_BIG,
  MAX_ODDS_MILLIS,
  productToOddsMillis,
  toOddsMillis,
  type OddsError,
  type OddsMillis,
  type OddsProduct,
} from './odds'

export {
  ODDS_FORMATS,
  formatOdds,
  fractionalOdds,
  isOddsFormat,
  offeredOddsFormat,
  type OddsFormat,
  type OddsFormatError,
} from './odds-format'
