import { SPORT_DEFINITIONS } from '../fixtures/sport-definitions'
import { DEFAULT_MARGIN_BP } from '../fixtures/match-markets'
import { MARKET_IDS } from '../pricing/sport-markets'
import type { Random } from '../random'
import type { LiveMatchSetup } from './live-match'
import { MAX_STOPPAGE_MINUTES, planMatch } from './live-plan'
import { inferStrength } from './simulator'

/** A match as the sportsbook holds it: its markets and current prices. */
export type StoredMatch = {
  readonly id: string
  readonly provider: string
  readonly sportKey: string
  readonly startTime: string
  readonly markets: readonly {
    readonly marketId: string
    readonly specifier: string
    readonly outcomes: readonly { readonly id: string; readonly oddsMillis: number }[]
  }[]
}

/** Share of matches the provider does not cover live (status 5). */
const NOT_COVERED_SHARE = 0.03

/**
 * Prepares a stored match for the simulator: its sport's model, its strength read back from
 * the main market's prices (margin removed), its market lines as they are stored, and its plan.
 * Undefined for a sport the simulator has no model for or a match without a main market.
 */
export function setupFromStoredMatch(
  match: StoredMatch,
  random: Random,
  marginBp = DEFAULT_MARGIN_BP,
): LiveMatchSetup | undefined {
  const model = SPORT_DEFINITIONS.find((d) => d.key === match.sportKey)?.model
  const main = match.markets.find(
    (m) => m.marketId === MARKET_IDS.threeWay || m.marketId === MARKET_IDS.winner,
  )
  if (!model || !main) return undefined
  const implied = main.outcomes.map((o) => 1000 / o.oddsMillis)
  const pHome = (implied[0] ?? 0) / implied.reduce((a, b) => a + b, 0)
  const strength = inferStrength(model, pHome)
  return {
    id: match.id,
    provider: match.provider,
    model,
    strength,
    startMs: Date.parse(match.startTime),
    definitions: match.markets.map((m) => ({
      marketId: m.marketId,
      specifier: m.specifier,
      outcomeIds: m.outcomes.map((o) => o.id),
      groups: [],
    })),
    plan: planMatch(random, model, strength),
    marginBp,
    notCovered: random.chance(NOT_COVERED_SHARE),
    ...(model === 'football' ? { stoppageMinutes: random.int(1, MAX_STOPPAGE_MINUTES) } : {}),
  }
}
