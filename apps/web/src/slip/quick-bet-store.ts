import { quickBetReducer, type QuickBetEvent, type QuickBetState } from '@sportsbook/domain'
import { createQuickBetState, quickBetState } from './slip-state'

/** Session storage key of quick bet (spec §3.7 "quick bet"). */
export const QUICK_BET_KEY = 'quick_bet'

/** What is kept of quick bet for the session. */
export type SavedQuickBet = Pick<
  QuickBetState,
  'isEnabled' | 'stakeSubunits' | 'currency' | 'isApproved'
>

type Storage = Pick<globalThis.Storage, 'setItem'>

/**
 * Quick bet (spec §4.5): on, with an approved stake, a click on a price places a single at once.
 * The domain's `quickBetReducer` moves it; the switch, stake and approval are kept for the
 * browser session.
 */
export function createQuickBetStore(storage?: Storage, store = createQuickBetState()) {
  function dispatch(event: QuickBetEvent): void {
    const before = store.getState()
    const next = quickBetReducer(before, event)
    if (next === before) return
    store.setState(next, true)
    try {
      const { isEnabled, stakeSubunits, currency, isApproved } = next
      storage?.setItem(
        QUICK_BET_KEY,
        JSON.stringify({ isEnabled, stakeSubunits, currency, isApproved }),
      )
    } catch {
      // Kept for this page only.
    }
  }
  return {
    store,
    dispatch,
    /** Brings back this session's quick bet (`readQuickBet`, after hydration). */
    restore(saved: SavedQuickBet | undefined): void {
      if (saved) store.setState({ ...store.getState(), ...saved })
    },
  }
}

/** The page's quick bet, over the state a click reads (`quickBetState`, slip-state.ts). */
export const quickBetStore = createQuickBetStore(
  typeof window === 'undefined' ? undefined : window.sessionStorage,
  quickBetState,
)
