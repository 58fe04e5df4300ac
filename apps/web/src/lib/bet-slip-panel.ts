import { createStore } from 'zustand/vanilla'

/** The bet slip panel's two tabs (spec §2). */
export const BET_SLIP_TABS = ['BET_SLIP', 'MY_BETS'] as const
export type BetSlipTab = (typeof BET_SLIP_TABS)[number]

type PanelState = { readonly open: boolean; readonly tab: BetSlipTab }

/** Session storage key of the panel's state (spec §3 "betslip toggle"). */
export const BET_SLIP_TOGGLE_KEY = 'betslip_toggle'

/**
 * Whether the bet slip panel is open and on which tab, kept for the browser session (spec §2).
 * On desktop the panel is the right sidebar and always shown; on phones it is a bottom sheet.
 */
export function createBetSlipPanel(storage?: Pick<Storage, 'getItem' | 'setItem'>) {
  const store = createStore<PanelState>(() => ({ open: false, tab: 'BET_SLIP' }))
  const save = () => storage?.setItem(BET_SLIP_TOGGLE_KEY, JSON.stringify(store.getState()))
  return {
    store,
    /** Reads the saved state (after hydration, so the server's HTML and the first render agree). */
    restore(): void {
      const saved = parse(storage?.getItem(BET_SLIP_TOGGLE_KEY) ?? null)
      if (saved) store.setState(saved)
    },
    open(tab: BetSlipTab = store.getState().tab): void {
      store.setState({ open: true, tab })
      save()
    },
    close(): void {
      store.setState({ open: false })
      save()
    },
    toggle(tab: BetSlipTab): void {
      const state = store.getState()
      store.setState(state.open && state.tab === tab ? { open: false } : { open: true, tab })
      save()
    },
  }
}

function parse(text: string | null): PanelState | undefined {
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return undefined
    const { open, tab } = value as Record<string, unknown>
    if (typeof open !== 'boolean' || !BET_SLIP_TABS.some((known) => known === tab)) return undefined
    return { open, tab: tab === 'MY_BETS' ? 'MY_BETS' : 'BET_SLIP' }
  } catch {
    return undefined
  }
}

export const betSlipPanel = createBetSlipPanel(
  typeof window === 'undefined' ? undefined : window.sessionStorage,
)
