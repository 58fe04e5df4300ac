import { oneOf } from '../one-of'

/** Bet placement error codes the server returns (spec §8.1). */
export const PLACEMENT_ERROR_CODE = {
  invalidOdds: 101,
  /** Ours from here on (the spec leaves other codes to the back end; they show the default). */
  selectionUnavailable: 102,
  stakeTooLow: 103,
  stakeTooHigh: 104,
  payoutTooHigh: 105,
  insufficientBalance: 106,
  invalidBet: 107,
  outOfLimit: 108,
  bonusUnavailable: 109,
  pveBetForbidden: 114,
  municipalityNotFound: 118,
  invalidCustomBetOdds: 120,
  /** The api enforces what the web's terms and profile dialogs ask. */
  termsNotAccepted: 121,
  profileIncomplete: 122,
} as const
export type PlacementErrorCode = (typeof PLACEMENT_ERROR_CODE)[keyof typeof PLACEMENT_ERROR_CODE]

/** Risk-validation keys that mean "the price moved: ask the player to accept the new odds". */
export const ODDS_CHANGE_ERROR_KEYS = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
] as const
const isOddsChangeErrorKey = oneOf(ODDS_CHANGE_ERROR_KEYS)

const PLACEMENT_KEYS: Readonly<Record<number, string>> = {
  [PLACEMENT_ERROR_CODE.invalidOdds]: 'error.place_bets.invalid_odds',
  [PLACEMENT_ERROR_CODE.pveBetForbidden]: 'error.platform.pve_player_bet_forbidden',
  [PLACEMENT_ERROR_CODE.municipalityNotFound]: 'error.place_bets.municipality_not_found',
  [PLACEMENT_ERROR_CODE.invalidCustomBetOdds]: 'error.place_bets.invalid_odds_custom_bet',
}

export const DEFAULT_PLACEMENT_ERROR_KEY = 'error.place_bets.default'

/**
 * The translation key for a placement error code; a message key from a shared mapper, when
 * present, takes priority (spec §8.1). `placementErrorKey(101)` → `error.place_bets.invalid_odds`.
 */
export function placementErrorKey(code: number, mappedKey?: string): string {
  return mappedKey ?? PLACEMENT_KEYS[code] ?? DEFAULT_PLACEMENT_ERROR_KEY
}

/** True when the error means the ticket should ask the player to accept new odds. */
export function isOddsChangeError(code: number, keys: readonly string[] = []): boolean {
  if (code === PLACEMENT_ERROR_CODE.invalidOdds) return true
  return keys.some(isOddsChangeErrorKey)
}

/** Quick-bet blocks (spec §8.6). */
export const QUICK_BET_BLOCK_KEYS = {
  pvePlayer: 'error.platform.pve_player_bet_forbidden',
  noProfit: 'error.potential_win.equal_or_less',
} as const
