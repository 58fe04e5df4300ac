export {
  DEFAULT_PLACEMENT_ERROR_KEY,
  ODDS_CHANGE_ERROR_KEYS,
  OUT_OF_LIMIT_MESSAGE,
  PLACEMENT_ERROR_CODE,
  PLACEMENT_ERROR_MESSAGES,
  type PlacementErrorCode,
  QUICK_BET_BLOCK_KEYS,
  isOddsChangeError,
  placementErrorKey,
} from './catalogue'
