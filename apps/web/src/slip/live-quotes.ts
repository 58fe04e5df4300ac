import { toOddsMillis, type OutcomeQuote, type Slip } from '@sportsbook/domain'
import type { LiveStore } from '@/live/live-store'

/**
 * What the live store knows of the slip's outcomes, as quotes for `applyOutcomeQuotes`: a
 * selection id is its outcome's live key, so each is one lookup. Outcomes the store has not
 * seen are left out (the slip keeps what it has).
 */
export function liveQuotes(
  slip: Slip,
  live: Pick<LiveStore, 'outcome'>,
): Map<string, OutcomeQuote> {
  const quotes = new Map<string, OutcomeQuote>()
  for (const selection of slip.selections) {
    const outcome = live.outcome(selection.id)
    if (!outcome) continue
    const odds = toOddsMillis(outcome.odds)
    quotes.set(selection.id, {
      oddsMillis: odds.ok ? odds.value : null,
      bettable: outcome.active && odds.ok,
      gone: outcome.gone,
    })
  }
  return quotes
}
