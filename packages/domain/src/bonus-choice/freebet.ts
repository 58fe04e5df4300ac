import type { OddsMillis } from '../odds/odds'

export type Freebet = {
  readonly isActive: boolean
  readonly amountSubunits: number
  readonly currency: string
  readonly minOddsMillis: OddsMillis
  readonly maxOddsMillis: OddsMillis
  readonly minSelections: number
  readonly maxSelections: number
}

export type FreebetIneligibility = 'inactive' | 'currency' | 'selectionCount' | 'odds'

/**
 * Why a freebet cannot back a bet, or undefined when it can: it must be active, in the slip's
 * currency, with the selection count in range and the bet's total odds between its bounds.
 */
export function freebetIneligibility(
  freebet: Freebet,
  bet: {
    readonly currency: string
    readonly selectionCount: number
    readonly totalOddsMillis: OddsMillis
  },
): FreebetIneligibility | undefined {
  if (!freebet.isActive) return 'inactive'
  if (freebet.currency !== bet.currency) return 'currency'
  if (bet.selectionCount < freebet.minSelections || bet.selectionCount > freebet.maxSelections)
    return 'selectionCount'
  if (bet.totalOddsMillis < freebet.minOddsMillis || bet.totalOddsMillis > freebet.maxOddsMillis)
    return 'odds'
  return undefined
}
