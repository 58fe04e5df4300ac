import type { OddsMillis } from '../odds/odds'
import { PROVIDERS, type Provider, type SlipSelection } from './selection'
import type { SystemType } from './system'
import { oneOf } from '../one-of'

export const BET_TYPES = ['single', 'combo', 'system', 'customBet'] as const
export type BetType = (typeof BET_TYPES)[number]
export const isBetType = oneOf(BET_TYPES)

/**
 * Where a stake came from: typed by the player, derived from a potential win the player
 * typed, or set by the slip itself (sharing, currency change) — spec §3.3 `stakeSource`.
 */
export type StakeSource = 'stake' | 'potentialWin' | 'sharing'

export const BONUS_TYPES = [
  'comboboost',
  'freebet',
  'freebet_no_risk',
  'freebet_all_win',
  'freebet_only_win',
  'hunting',
  'tournament',
  'lootbox',
  'jackpot',
] as const
export type BonusType = (typeof BONUS_TYPES)[number]
export const isBonusType = oneOf(BONUS_TYPES)

/** A bonus applied to a bet: comboboost brings bonus odds, a freebet its stake. */
export type SlipBonus = {
  readonly id: string
  readonly type: BonusType
  readonly oddsMillis?: OddsMillis
  readonly freebetStakeSubunits?: number
}

/**
 * One bet of the slip. A multi-single is several `single` bets. For a system bet the stake is
 * per combination.
 */
export type SlipBet = {
  readonly type: BetType
  readonly selectionIds: readonly string[]
  readonly stakeSubunits: number
  readonly stakeSource: StakeSource
  readonly systemType?: SystemType
  readonly customOddsMillis?: OddsMillis
  readonly bonus?: SlipBonus
}

export type Slip = {
  readonly selections: readonly SlipSelection[]
  readonly bets: readonly SlipBet[]
  readonly currency: string
}

/** Operator settings the slip rules read (spec §3.5 Settings). */
export type SlipRules = {
  /** multiSingleAvailableByProvider: may singles of this provider stand side by side? */
  readonly multiSingleAllowedByProvider: Readonly<Record<string, boolean>>
  /**
   * Providers whose selections may not be in a system bet. Spec §5 names "the second provider";
   * decision: that is oddin (e-sports), the second of the providers list.
   */
  readonly systemDisallowedProviders: readonly string[]
}

/** Multi-single allowed for these providers unless the operator says otherwise. */
export const DEFAULT_MULTI_SINGLE_PROVIDERS: readonly Provider[] = ['betradar', 'oddin']

/** The slip's rules for an operator that allows multi-single for these providers only. */
export function slipRulesFor(multiSingleProviders: readonly string[]): SlipRules {
  return {
    multiSingleAllowedByProvider: Object.fromEntries(
      PROVIDERS.map((provider) => [provider, multiSingleProviders.includes(provider)]),
    ),
    systemDisallowedProviders: ['oddin'],
  }
}

export const DEFAULT_SLIP_RULES: SlipRules = slipRulesFor(DEFAULT_MULTI_SINGLE_PROVIDERS)

export function emptySlip(currency: string): Slip {
  return { selections: [], bets: [], currency }
}

export function selectionsOf(slip: Slip, bet: SlipBet): SlipSelection[] {
  return bet.selectionIds.flatMap((id) => slip.selections.filter((s) => s.id === id))
}
