export {
  DEFAULT_PLACEMENT_ERROR_KEY,
  ODDS_CHANGE_ERROR_KEYS,
  PLACEMENT_ERROR_CODE,
  type PlacementErrorCode,
  QUICK_BET_BLOCK_KEYS,
  isOddsChangeError,
  placementErrorKey,
} from './catalogue'
