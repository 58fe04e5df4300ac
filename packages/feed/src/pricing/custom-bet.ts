import type { SportModel } from '../fixtures/sport-definitions'
import { distributionsFor } from './model-state'
import { priceWithMargin } from './probability'
import { resolveOutcome } from './results'
import { MARKET_IDS } from './sport-markets'

/** Sports whose model is a grid of final scores, on which any set of legs can be priced jointly. */
export const CUSTOM_BET_MODELS: readonly SportModel[] = ['football', 'iceHockey']

/** Markets decided by the final score alone: the ones a bet builder may combine. */
const SCORE_MARKETS = new Set<string>([
  MARKET_IDS.threeWay,
  MARKET_IDS.doubleChance,
  MARKET_IDS.handicap,
  MARKET_IDS.total,
  MARKET_IDS.bothTeamsToScore,
  MARKET_IDS.correctScore,
])

export type CustomLeg = {
  readonly marketId: string
  readonly specifier: string
  readonly outcomeId: string
}

/**
 * Whether a market line may be part of a bet builder: decided by the final score, and on a
 * half-point line (a whole or quarter line can be refunded, which a joint price cannot carry).
 */
export function isCustomBetLine(marketId: string, specifier: string): boolean {
  if (!SCORE_MARKETS.has(marketId)) return false
  const text = /(?:hcp|total)=([+-]?[\d.]+)/.exec(specifier)?.[1]
  if (text === undefined) return true
  const line = Number(text)
  return Number.isInteger(line * 2) && !Number.isInteger(line)
}

/**
 * The fair probability that every leg wins, from the same score distribution that prices the
 * match's markets: the legs are correlated (a home win and over 2.5 goals share scores), so
 * this sums the scores on which all of them win rather than multiplying their prices.
 */
export function customBetProbability(
  model: SportModel,
  strength: number,
  legs: readonly CustomLeg[],
): number {
  const { main } = distributionsFor(model, strength)
  let p = 0
  for (const score of main) {
    const allWin = legs.every(
      (leg) =>
        resolveOutcome(leg.marketId, leg.specifier, leg.outcomeId, {
          home: score.home,
          away: score.away,
        }) === 'win',
    )
    if (allWin) p += score.p
  }
  return p
}

/** The bet builder's price in odds × 1000, with the book's margin; undefined if it cannot win. */
export function customBetOddsMillis(
  model: SportModel,
  strength: number,
  legs: readonly CustomLeg[],
  marginBp: number,
): number | undefined {
  const p = customBetProbability(model, strength, legs)
  if (p <= 0) return undefined
  return priceWithMargin([p], marginBp)[0]
}
