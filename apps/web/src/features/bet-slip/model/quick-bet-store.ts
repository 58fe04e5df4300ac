import {
  initialQuickBet,
  quickBetReducer,
  type QuickBetEvent,
  type QuickBetState,
} from '@sportsbook/domain'
import { z } from 'zod'
import { createStore } from 'zustand/vanilla'
import { DEFAULT_SLIP_CURRENCY } from './ticket-store'

/** Session storage key of quick bet (spec §3 "quick bet"). */
export const QUICK_BET_KEY = 'quick_bet'

const savedSchema = z.object({
  isEnabled: z.boolean(),
  stakeSubunits: z.number().int().nonnegative(),
  currency: z.string(),
  isApproved: z.boolean(),
})

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

/**
 * Quick bet (spec §4): on, with an approved stake, a click on a price places a single at once.
 * The domain's `quickBetReducer` moves it; the switch, stake and approval are kept for the
 * browser session.
 */
export function createQuickBetStore(storage?: Storage) {
  const store = createStore<QuickBetState>(() => initialQuickBet(DEFAULT_SLIP_CURRENCY))
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
    restore(): void {
      try {
        const parsed = savedSchema.safeParse(JSON.parse(storage?.getItem(QUICK_BET_KEY) ?? 'null'))
        if (parsed.success) store.setState({ ...store.getState(), ...parsed.data })
      } catch {
        // Nothing saved that can be read: quick bet stays off.
      }
    },
  }
}

export const quickBetStore = createQuickBetStore(
  typeof window === 'undefined' ? undefined : window.sessionStorage,
)
