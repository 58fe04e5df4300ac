import {
  INITIAL_BET_SLIP_PANEL,
  betSlipPanelReducer,
  type BetSlipPanelEvent,
  type BetSlipPanelState,
  type BetSlipTab,
} from '@sportsbook/domain'
import { createStore } from 'zustand/vanilla'

/** The bet slip panel's two tabs (spec §2.5). */
export const BET_SLIP_TABS = ['BET_SLIP', 'MY_BETS'] as const satisfies readonly BetSlipTab[]
export type { BetSlipTab }

/** Session storage key of the panel's state (spec §3.7 "betslip toggle"). */
export const BET_SLIP_TOGGLE_KEY = 'betslip_toggle'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

/**
 * Whether the bet slip panel is open and on which tab, kept for the browser session (spec §2.5),
 * moved by the domain's panel machine (`betSlipPanelReducer`, spec §4.15). On desktop the panel is
 * the right sidebar and always shown; on phones it is a bottom sheet.
 */
export function createBetSlipPanel(storage?: Storage) {
  const store = createStore<BetSlipPanelState>(() => INITIAL_BET_SLIP_PANEL)
  function send(...events: BetSlipPanelEvent[]): void {
    const next = events.reduce(betSlipPanelReducer, store.getState())
    if (next === store.getState()) return
    store.setState(next, true)
    try {
      storage?.setItem(BET_SLIP_TOGGLE_KEY, JSON.stringify(next))
    } catch {
      // Storage refused: kept for this page.
    }
  }
  return {
    store,
    send,
    /** Reads the saved state (after hydration, so the server's HTML and the first render agree). */
    restore(): void {
      const saved = parse(storage?.getItem(BET_SLIP_TOGGLE_KEY) ?? null)
      if (saved) store.setState(saved, true)
    },
    /** A quick action: opens the panel on that tab, or closes it when it already shows it. */
    toggle(tab: BetSlipTab): void {
      const { isOpen, tab: current } = store.getState()
      if (isOpen && current === tab) send({ type: 'closed' })
      else send({ type: 'tabSelected', tab }, { type: 'opened' })
    },
  }
}

function parse(text: string | null): BetSlipPanelState | undefined {
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return undefined
    const { isOpen, tab } = value as Record<string, unknown>
    if (typeof isOpen !== 'boolean') return undefined
    const known = BET_SLIP_TABS.find((name) => name === tab)
    return known ? { isOpen, tab: known } : undefined
  } catch {
    return undefined
  }
}

export const betSlipPanel = createBetSlipPanel(
  typeof window === 'undefined' ? undefined : window.sessionStorage,
)
