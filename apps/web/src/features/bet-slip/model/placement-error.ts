import type { PlacementRefusal } from '@sportsbook/contracts'
import {
  DEFAULT_PLACEMENT_ERROR_KEY,
  ODDS_CHANGE_ERROR_KEYS,
  QUICK_BET_BLOCK_KEYS,
  isOddsChangeError,
  placementErrorKey,
  selectionId,
  toOddsMillis,
  type OutcomeQuote,
  type TicketError,
} from '@sportsbook/domain'

/** Every error key of spec §8.1 the slip shows; each has a message in every language. */
export const ERROR_MESSAGE_KEYS = [
  DEFAULT_PLACEMENT_ERROR_KEY,
  'error.place_bets.invalid_odds',
  'error.place_bets.invalid_odds_custom_bet',
  'error.place_bets.municipality_not_found',
  QUICK_BET_BLOCK_KEYS.pvePlayer,
  QUICK_BET_BLOCK_KEYS.noProfit,
  ...ODDS_CHANGE_ERROR_KEYS,
] as const
export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number]

export function isErrorMessageKey(key: string): key is ErrorMessageKey {
  return ERROR_MESSAGE_KEYS.some((known) => known === key)
}

/**
 * The ticket's error for a refused placement (spec §8.1): the message key of the first bet's
 * error (a precise key from the api wins over the code's own); the api's message as the
 * headline when no precise key names it and every bet has that one message ("User is out of
 * limit"); and each bet's message with its bet.
 */
export function ticketErrorOf(refusal: PlacementRefusal): TicketError {
  const bets = refusal.data.errors_by_bet
  const [first] = bets
  const mapped =
    first && first.key !== DEFAULT_PLACEMENT_ERROR_KEY && isErrorMessageKey(first.key)
      ? first.key
      : undefined
  const texts = new Set(bets.map((bet) => bet.localized_message))
  const [shared] = texts
  return {
    code: refusal.code,
    message: placementErrorKey(refusal.code, mapped),
    ...(mapped === undefined && texts.size === 1 && shared ? { text: shared } : {}),
    details: bets.map((bet) => ({ betIndex: bet.index, message: bet.localized_message })),
  }
}

/** The refusal says the price moved: the ticket asks the player to accept the new odds. */
export function isOddsRefusal(refusal: PlacementRefusal): boolean {
  return isOddsChangeError(
    refusal.code,
    refusal.data.errors_by_bet.map((bet) => bet.key),
  )
}

/** The current prices a refusal names, as quotes for the slip's refresh rules. */
export function refusalQuotes(refusal: PlacementRefusal): Map<string, OutcomeQuote> {
  return new Map(
    refusal.data.details.selections.map((s) => {
      const odds = s.current_odds === null ? undefined : toOddsMillis(s.current_odds)
      const quote: OutcomeQuote = {
        oddsMillis: odds?.ok ? odds.value : null,
        bettable: s.available && odds?.ok === true,
      }
      const id = selectionId({
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
      })
      return [id, quote]
    }),
  )
}
