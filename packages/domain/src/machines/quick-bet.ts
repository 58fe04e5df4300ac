import { QUICK_BET_BLOCK_KEYS } from '../errors/catalogue'
import { assertNever } from '../result'
import type { QuickBetState } from './quick-bet-state'

export type QuickBetEvent =
  | { readonly type: 'toggled' }
  | {
      readonly type: 'stakeChanged'
      readonly stakeSubunits: number
      /** The balance the stake is typed against, when known. */
      readonly availableSubunits?: number
    }
  | { readonly type: 'currencyChanged'; readonly currency: string }
  | { readonly type: 'approved' }
  | { readonly type: 'placeRequested'; readonly hasWarning: boolean }
  | { readonly type: 'placeSucceeded' }
  | { readonly type: 'placeFailed'; readonly errorKey: string }
  | { readonly type: 'balanceChanged'; readonly availableSubunits: number }

/**
 * Quick bet (spec §4.5): toggling flips it and clears approval; a stake or currency change
 * clears approval; approval needs a stake above 0; placing is ignored with a warning, while
 * processing, or without approval; a balance below the stake (or zero) switches it off, as
 * soon as the stake is typed.
 */
export function quickBetReducer(state: QuickBetState, event: QuickBetEvent): QuickBetState {
  switch (event.type) {
    case 'toggled':
      return { ...state, isEnabled: !state.isEnabled, isApproved: false }
    case 'stakeChanged': {
      const staked = { ...state, stakeSubunits: event.stakeSubunits, isApproved: false }
      return event.availableSubunits === undefined
        ? staked
        : quickBetReducer(staked, {
            type: 'balanceChanged',
            availableSubunits: event.availableSubunits,
          })
    }
    case 'currencyChanged':
      return { ...state, currency: event.currency, isApproved: false }
    case 'approved':
      return state.stakeSubunits > 0 ? { ...state, isApproved: true } : state
    case 'placeRequested':
      if (event.hasWarning || state.state === 'processing' || !state.isApproved || !state.isEnabled)
        return state
      return { ...state, state: 'processing' }
    case 'placeSucceeded':
      return { ...state, state: 'success' }
    case 'placeFailed':
      return { ...state, state: 'error', error: event.errorKey }
    case 'balanceChanged':
      if (event.availableSubunits === 0 || event.availableSubunits < state.stakeSubunits) {
        return { ...state, isEnabled: false, isApproved: false }
      }
      return state
    default:
      return assertNever(event)
  }
}

/**
 * Why a quick bet may not be placed, as a translation key (spec §8.6), or undefined:
 * a pve player may not quick-bet; a potential win not above the stake has no profit.
 */
export function quickBetBlock(input: {
  readonly isPvePlayer: boolean
  readonly stakeSubunits: number
  readonly potentialWinSubunits: number
}): string | undefined {
  if (input.isPvePlayer) return QUICK_BET_BLOCK_KEYS.pvePlayer
  if (input.potentialWinSubunits <= input.stakeSubunits) return QUICK_BET_BLOCK_KEYS.noProfit
  return undefined
}
