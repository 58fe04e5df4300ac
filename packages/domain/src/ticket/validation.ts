import { stakeLimitProblem, type BetLimits, type StakeLimitProblem } from '../bets/bet-limits'
import { currencyOf } from '../money/currency'
import { MAX_SELECTIONS } from './selection'
import { betPotentialWinSubunits, betTotalStakeSubunits } from './payout'
import { selectionsOf, type Slip, type SlipBet, type SlipRules } from './slip'
import { isFreebet } from './stake'
import { systemTypesFor } from './system'
import { ok, err, type Result } from '../result'

/** Why a bet of the slip cannot be placed as it is (spec §5.1). */
export type BetProblem =
  | {
      readonly code: 'sameMatch'
      readonly matchId: string
      readonly selectionIds: readonly string[]
    }
  | { readonly code: 'mixedProviders'; readonly providers: readonly string[] }
  | { readonly code: 'systemProvider'; readonly provider: string }
  | { readonly code: 'systemSize'; readonly selectionCount: number }
  | { readonly code: 'multiSingleNotAllowed'; readonly provider: string }
  | { readonly code: 'missingCustomOdds' }
  | { readonly code: 'tooFewSelections'; readonly selectionCount: number }

export type PlaceBetsBlock =
  | { readonly code: 'noBets' }
  | { readonly code: 'tooManySelections'; readonly max: number }
  | { readonly code: 'unknownCurrency'; readonly currency: string }
  | { readonly code: 'stakeNotPositive'; readonly betIndex: number }
  | { readonly code: 'noProfit'; readonly betIndex: number }
  | { readonly code: 'invalidBet'; readonly betIndex: number; readonly problem: BetProblem }
  | { readonly code: 'selectionSuspended'; readonly selectionId: string }
  | { readonly code: 'selectionNotAvailable'; readonly selectionId: string }
  | { readonly code: 'stakeLimit'; readonly betIndex: number; readonly problem: StakeLimitProblem }

/** Problems of one bet for its type: same match, providers, system size, custom price. */
export function betProblems(slip: Slip, bet: SlipBet, rules: SlipRules): BetProblem[] {
  const selections = selectionsOf(slip, bet)
  const problems: BetProblem[] = []
  if (bet.type === 'customBet') {
    if (bet.customOddsMillis === undefined) problems.push({ code: 'missingCustomOdds' })
    return problems
  }
  if (bet.type === 'single') return problems
  if (selections.length < 2)
    problems.push({ code: 'tooFewSelections', selectionCount: selections.length })
  const byMatch = new Map<string, string[]>()
  for (const s of selections) byMatch.set(s.matchId, [...(byMatch.get(s.matchId) ?? []), s.id])
  for (const [matchId, selectionIds] of byMatch) {
    if (selectionIds.length > 1) problems.push({ code: 'sameMatch', matchId, selectionIds })
  }
  const providers = [...new Set(selections.map((s) => s.provider))]
  if (providers.length > 1) problems.push({ code: 'mixedProviders', providers })
  if (bet.type === 'system') {
    for (const provider of providers) {
      if (rules.systemDisallowedProviders.includes(provider))
        problems.push({ code: 'systemProvider', provider })
    }
    const fits = systemTypesFor(selections.length).some(
      (t) => t.winCount === bet.systemType?.winCount,
    )
    if (!fits) problems.push({ code: 'systemSize', selectionCount: selections.length })
  }
  return problems
}

/** Multi-single needs every selection's provider to allow it (spec §5.1). */
function multiSingleProblems(slip: Slip, rules: SlipRules): BetProblem[] {
  if (slip.bets.length < 2) return []
  const providers = new Set(
    slip.bets.flatMap((bet) => selectionsOf(slip, bet).map((s) => s.provider)),
  )
  return [...providers]
    .filter((provider) => rules.multiSingleAllowedByProvider[provider] !== true)
    .map((provider) => ({ code: 'multiSingleNotAllowed' as const, provider }))
}

/**
 * Checks the slip before placing (spec §5.1): there are bets; at most 40 selections; none is
 * suspended or unavailable (their provider is down); every stake is above 0; the first bet is
 * valid for its type (for a multi-single, every bet and the providers); every bet can win more
 * than it stakes ("no profit"); and, given the book's limits, every stake is within them.
 */
export function checkPlaceBets(
  slip: Slip,
  rules: SlipRules,
  limits?: BetLimits,
): Result<Slip, PlaceBetsBlock[]> {
  if (slip.bets.length === 0) return err([{ code: 'noBets' }])
  const blocks: PlaceBetsBlock[] = []
  if (slip.selections.length > MAX_SELECTIONS)
    blocks.push({ code: 'tooManySelections', max: MAX_SELECTIONS })
  if (!currencyOf(slip.currency).ok)
    blocks.push({ code: 'unknownCurrency', currency: slip.currency })
  for (const s of slip.selections) {
    if (s.isNotAvailable) blocks.push({ code: 'selectionNotAvailable', selectionId: s.id })
    else if (s.isSuspended) blocks.push({ code: 'selectionSuspended', selectionId: s.id })
  }
  const isMultiSingle = slip.bets.every((bet) => bet.type === 'single') && slip.bets.length > 1
  const checked = isMultiSingle ? slip.bets : slip.bets.slice(0, 1)
  checked.forEach((bet, betIndex) => {
    for (const problem of betProblems(slip, bet, rules))
      blocks.push({ code: 'invalidBet', betIndex, problem })
  })
  if (isMultiSingle) {
    for (const problem of multiSingleProblems(slip, rules))
      blocks.push({ code: 'invalidBet', betIndex: 0, problem })
  }
  const invalid = new Set(
    blocks.map((block) => (block.code === 'invalidBet' ? block.betIndex : -1)),
  )
  checked.forEach((bet, betIndex) => {
    if (bet.stakeSubunits <= 0) blocks.push({ code: 'stakeNotPositive', betIndex })
    else if (invalid.has(betIndex)) return
    // A freebet's stake is not the player's: any win is a profit.
    else if (
      betPotentialWinSubunits(slip, bet) <= (isFreebet(bet.bonus) ? 0 : betTotalStakeSubunits(bet))
    )
      blocks.push({ code: 'noProfit', betIndex })
    else {
      const problem = limits && stakeLimitProblem(slip, bet, limits)
      if (problem) blocks.push({ code: 'stakeLimit', betIndex, problem })
    }
  })
  return blocks.length === 0 ? ok(slip) : err(blocks)
}

/** Ids of selections the slip should mark as conflicting (same match or provider). */
export function conflictingSelectionIds(slip: Slip, rules: SlipRules): Set<string> {
  const ids = new Set<string>()
  for (const bet of slip.bets) {
    for (const problem of betProblems(slip, bet, rules)) {
      if (problem.code === 'sameMatch') for (const id of problem.selectionIds) ids.add(id)
      if (problem.code === 'mixedProviders' || problem.code === 'systemProvider') {
        for (const s of selectionsOf(slip, bet)) {
          if (problem.code === 'mixedProviders' || s.provider === problem.provider) ids.add(s.id)
        }
      }
    }
  }
  return ids
}
