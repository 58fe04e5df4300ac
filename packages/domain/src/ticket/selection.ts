import type { OddsMillis } from '../odds/odds'
import { oneOf } from '../one-of'

/** At most 40 selections in a slip (spec §5.1). */
export const MAX_SELECTIONS = 40

/** Data providers (spec §1.1); each sport, league, match and market names its provider. */
export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const
export type Provider = (typeof PROVIDERS)[number]
export const isProvider = oneOf(PROVIDERS)

/**
 * One outcome in the slip (spec §3.3 "Slip selection"). Odds are in millis: `oddsMillis` is the
 * current price, `acceptedOddsMillis` the one the player agreed to, `initialOddsMillis` the
 * one it was added at.
 */
export type SlipSelection = {
  readonly id: string
  readonly provider: string
  readonly matchId: string
  readonly marketId: string
  readonly specifier: string
  readonly outcomeId: string
  readonly oddsMillis: OddsMillis
  readonly acceptedOddsMillis: OddsMillis
  readonly initialOddsMillis: OddsMillis
  readonly matchStatus: number
  readonly isSuspended: boolean
  readonly isChanged: boolean
  readonly isNotAvailable: boolean
  /** What the slip shows; the rules never read it. */
  readonly labels: SelectionLabels
}

export type SelectionLabels = {
  readonly marketName: string
  readonly outcomeName: string
  readonly nameA?: string
  readonly nameB?: string
  readonly sportKey?: string
  readonly categoryName?: string
  readonly matchSlug?: string
}

/** The id of a selection: one outcome of one market line of one match. */
export function selectionId(parts: {
  readonly matchId: string
  readonly marketId: string
  readonly specifier: string
  readonly outcomeId: string
}): string {
  return `${parts.matchId}/${parts.marketId}/${parts.specifier}/${parts.outcomeId}`
}

export type NewSelection = Omit<
  SlipSelection,
  'id' | 'acceptedOddsMillis' | 'initialOddsMillis' | 'isSuspended' | 'isChanged' | 'isNotAvailable'
>

/** A selection as it enters the slip: accepted and initial odds are the current price. */
export function newSelection(input: NewSelection): SlipSelection {
  return {
    ...input,
    id: selectionId(input),
    acceptedOddsMillis: input.oddsMillis,
    initialOddsMillis: input.oddsMillis,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
  }
}
