import { assertNever } from '../result'

export type BetSlipTab = 'BET_SLIP' | 'MY_BETS'
export type BetSlipPanelState = { readonly isOpen: boolean; readonly tab: BetSlipTab }

export type BetSlipPanelEvent =
  | { readonly type: 'opened' }
  | { readonly type: 'closed' }
  | { readonly type: 'toggled' }
  | { readonly type: 'tabSelected'; readonly tab: BetSlipTab }
  | {
      readonly type: 'selectionCountChanged'
      readonly from: number
      readonly to: number
      /** The selections went because their bets were placed: the panel shows the receipt. */
      readonly placed?: boolean
    }
  | { readonly type: 'routeChanged' }
  | { readonly type: 'myBetsVisibilityChanged'; readonly visible: boolean }

export const INITIAL_BET_SLIP_PANEL: BetSlipPanelState = { isOpen: false, tab: 'BET_SLIP' }

/**
 * The bet slip / my bets panel (spec §4.15): closes when the slip empties (but stays open on the
 * receipt when placing emptied it — on a phone the sheet would otherwise vanish with the
 * player's confirmation), opens on the slip tab
 * when the first selection arrives, closes on route change, and shows the slip tab when my
 * bets is hidden.
 */
export function betSlipPanelReducer(
  state: BetSlipPanelState,
  event: BetSlipPanelEvent,
): BetSlipPanelState {
  switch (event.type) {
    case 'opened':
      return { ...state, isOpen: true }
    case 'closed':
    case 'routeChanged':
      return { ...state, isOpen: false }
    case 'toggled':
      return { ...state, isOpen: !state.isOpen }
    case 'tabSelected':
      return { ...state, tab: event.tab }
    case 'selectionCountChanged':
      if (event.from > 0 && event.to === 0)
        return event.placed === true ? state : { ...state, isOpen: false }
      if (event.from === 0 && event.to > 0) return { isOpen: true, tab: 'BET_SLIP' }
      return state
    case 'myBetsVisibilityChanged':
      return event.visible ? state : { ...state, tab: 'BET_SLIP' }
    default:
      return assertNever(event)
  }
}
