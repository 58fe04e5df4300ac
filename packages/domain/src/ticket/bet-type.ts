import { isOddsMillis, type OddsMillis } from '../odds/odds'
import { err, ok, type Result } from '../result'
import { MAX_SELECTIONS, type SlipSelection } from './selection'
import type { BetType, Slip, SlipBet, SlipRules } from './slip'
import { MIN_SYSTEM_SELECTIONS, systemTypesFor, type SystemType } from './system'

export type SlipEditError =
  | { readonly code: 'selectionLimit'; readonly max: number }
  | { readonly code: 'invalidOdds'; readonly oddsMillis: number }
  | { readonly code: 'betTypeChangeRefused'; readonly from: BetType; readonly to: BetType }
  | { readonly code: 'systemTypeRefused'; readonly systemType: SystemType }

function betOf(type: BetType, selectionIds: readonly string[], from?: SlipBet): SlipBet {
  const { systemType: _systemType, ...rest } = from ?? {
    stakeSubunits: 0,
    stakeSource: 'stake' as const,
  }
  return { ...rest, type, selectionIds }
}

/**
 * The bet a set of selections becomes after an edit (spec §4.3 "Bet type rules"): one selection
 * is a single (a custom bet stays custom); a single with several is a combo; a system whose
 * size no longer has its type becomes a system of the new size if one exists, else a combo.
 * An empty bet is dropped.
 */
export function reevaluateBet(bet: SlipBet): SlipBet | undefined {
  const count = bet.selectionIds.length
  if (count === 0) return undefined
  if (bet.type === 'customBet') return bet
  if (count === 1) return betOf('single', bet.selectionIds, bet)
  if (bet.type === 'single') return betOf('combo', bet.selectionIds, bet)
  if (bet.type === 'system') {
    const types = systemTypesFor(count)
    const keep = types.find((type) => type.winCount === bet.systemType?.winCount)
    const systemType = keep ?? types[0]
    if (systemType) return { ...bet, systemType }
    return betOf('combo', bet.selectionIds, bet)
  }
  return bet
}

function withBets(slip: Slip, bets: readonly SlipBet[]): Slip {
  return { ...slip, bets: bets.map(reevaluateBet).filter((bet) => bet !== undefined) }
}

function isMultiSingleAllowed(rules: SlipRules, provider: string): boolean {
  return rules.multiSingleAllowedByProvider[provider] === true
}

/**
 * Adds a selection (spec §4.3): the first makes a single; added to singles it makes another
 * single when the provider allows multi-single, else all join one combo; added to a combo or
 * system it joins that bet. The 41st selection is refused.
 */
export function addSelection(
  slip: Slip,
  selection: SlipSelection,
  rules: SlipRules,
): Result<Slip, SlipEditError> {
  if (slip.selections.some((s) => s.id === selection.id)) return ok(slip)
  if (!isOddsMillis(selection.oddsMillis))
    return err({ code: 'invalidOdds', oddsMillis: selection.oddsMillis })
  if (slip.selections.length >= MAX_SELECTIONS)
    return err({ code: 'selectionLimit', max: MAX_SELECTIONS })
  const selections = [...slip.selections, selection]
  const [first, ...others] = slip.bets
  if (!first) return ok({ ...slip, selections, bets: [betOf('single', [selection.id])] })
  if (first.type === 'single') {
    if (isMultiSingleAllowed(rules, selection.provider)) {
      return ok({
        ...slip,
        selections,
        bets: [...slip.bets, betOf('single', [selection.id], first)],
      })
    }
    const ids = [...slip.bets.flatMap((bet) => bet.selectionIds), selection.id]
    return ok(withBets({ ...slip, selections }, [betOf('combo', ids, first)]))
  }
  return ok(
    withBets({ ...slip, selections }, [
      { ...first, selectionIds: [...first.selectionIds, selection.id] },
      ...others,
    ]),
  )
}

/** Removes a selection and re-evaluates every bet it was in; empty bets go. */
export function removeSelection(slip: Slip, id: string): Slip {
  const selections = slip.selections.filter((s) => s.id !== id)
  return withBets(
    { ...slip, selections },
    slip.bets.map((bet) => ({
      ...bet,
      selectionIds: bet.selectionIds.filter((sid) => sid !== id),
    })),
  )
}

/** Clicking an outcome: adds it, or removes it when it is already in the slip (spec §3.3). */
export function toggleSelection(
  slip: Slip,
  selection: SlipSelection,
  rules: SlipRules,
): Result<Slip, SlipEditError> {
  if (slip.selections.some((s) => s.id === selection.id))
    return ok(removeSelection(slip, selection.id))
  return addSelection(slip, selection, rules)
}

/**
 * Changes the bet type (spec §4.3–§5): to single splits the first bet per selection; to combo
 * merges; to system takes the first system type of the slip's size. Refused: the same type,
 * custom bet, single with one selection, combo with one, system without a type of that size.
 */
export function changeBetType(slip: Slip, to: BetType): Result<Slip, SlipEditError> {
  const first = slip.bets[0]
  const from = first?.type ?? 'single'
  const ids = slip.bets.flatMap((bet) => bet.selectionIds)
  const refused = err({ code: 'betTypeChangeRefused' as const, from, to })
  if (!first || to === from || to === 'customBet') return refused
  switch (to) {
    case 'single':
      if (ids.length < 2) return refused
      return ok({ ...slip, bets: ids.map((id) => betOf('single', [id], first)) })
    case 'combo':
      if (ids.length < 2) return refused
      return ok({ ...slip, bets: [betOf('combo', ids, first)] })
    case 'system': {
      const systemType = systemTypesFor(ids.length)[0]
      if (ids.length < MIN_SYSTEM_SELECTIONS || !systemType) return refused
      return ok({ ...slip, bets: [{ ...betOf('system', ids, first), systemType }] })
    }
  }
}

/** Picks another system type of the same size; the slip keeps one bet (spec §4.3). */
export function changeSystemType(slip: Slip, systemType: SystemType): Result<Slip, SlipEditError> {
  const first = slip.bets[0]
  const ids = slip.bets.flatMap((bet) => bet.selectionIds)
  const valid = systemTypesFor(ids.length).some(
    (type) => type.winCount === systemType.winCount && type.totalCount === systemType.totalCount,
  )
  if (first?.type !== 'system' || !valid) return err({ code: 'systemTypeRefused', systemType })
  return ok({ ...slip, bets: [{ ...first, selectionIds: ids, systemType }] })
}

/**
 * Custom odds from the bet builder apply to the first bet (spec §4.3): it becomes a custom bet
 * of all the slip's selections at that price.
 */
export function applyCustomOdds(slip: Slip, customOddsMillis: OddsMillis): Slip {
  const first = slip.bets[0]
  if (!first) return slip
  const ids = slip.bets.flatMap((bet) => bet.selectionIds)
  return { ...slip, bets: [{ ...betOf('customBet', ids, first), customOddsMillis }] }
}
