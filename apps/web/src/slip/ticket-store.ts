import {
  applyOutcomeQuotes,
  ticketReducer,
  toggleSelection,
  type OddsAcceptMode,
  type Result,
  type Slip,
  type SlipEditError,
  type SlipRules,
  type SlipSelection,
  type TicketEvent,
} from '@sportsbook/domain'
import { createTicketState, ticketState, type TicketStateStore } from './slip-state'

/** Session storage key of the slip's bets (spec §3.7 "bets"): restored only when non-empty. */
export const SLIP_STORAGE_KEY = 'bets'

type Storage = Pick<globalThis.Storage, 'setItem' | 'removeItem'>

/** When the slip is saved after a change: at once (the default), or later (the page's store). */
export type SaveSchedule = (save: () => void) => void

/**
 * The bet slip of this tab: the domain's ticket machine (`ticketReducer`) over the slip, saved
 * to session storage after changes (`schedule`: several changes before a save are saved once,
 * as the last of them left the slip). Components never change the slip themselves; they send
 * the machine an event or a domain edit.
 */
export function createTicketStore(
  storage?: Storage,
  schedule: SaveSchedule = (save) => {
    save()
  },
  store: TicketStateStore = createTicketState(),
) {
  let unsaved: Slip | undefined

  function saveNow(): void {
    if (unsaved === undefined) return
    const slip = unsaved
    unsaved = undefined
    writeSlip(storage, slip)
  }

  function dispatch(event: TicketEvent): void {
    const before = store.getState().ticket
    const ticket = ticketReducer(before, event)
    if (ticket === before) return
    store.setState({ ticket })
    if (ticket.slip === before.slip) return
    const scheduled = unsaved !== undefined
    unsaved = ticket.slip
    if (!scheduled) schedule(saveNow)
  }

  /** Applies a domain edit to the slip; a refused edit changes nothing and is returned. */
  function edit<E>(change: (slip: Slip) => Result<Slip, E>): E | undefined {
    const slip = store.getState().ticket.slip
    const result = change(slip)
    if (!result.ok) return result.error
    if (result.value !== slip) dispatch({ type: 'slipEdited', slip: result.value })
    return undefined
  }

  /** Applies a domain change that cannot be refused (remove, clean up, currency). */
  function update(change: (slip: Slip) => Slip): void {
    const slip = store.getState().ticket.slip
    const next = change(slip)
    if (next !== slip) dispatch({ type: 'slipEdited', slip: next })
  }

  return {
    store,
    dispatch,
    edit,
    update,
    /** Saves a change not saved yet (the page is going away). */
    saveNow,
    /** The operator's slip rules (multi-single per provider; `setSlipRules`, slip-state.ts). */
    get rules(): SlipRules {
      return store.getState().rules
    },
    /** A click on a price: in the slip it leaves, else it joins (40 at most). */
    toggle: (selection: SlipSelection): SlipEditError | undefined =>
      edit((slip) => toggleSelection(slip, selection, store.getState().rules)),
    /**
     * Brings back this session's slip (`readSlip`, after hydration); nothing when none was
     * saved, or when a price was picked on this page before it ran (that slip is newer).
     */
    restore(saved: Slip | undefined): void {
      if (saved && store.getState().ticket.slip.bets.length === 0)
        dispatch({ type: 'slipEdited', slip: saved })
    },
    /**
     * A new acceptance mode also judges the changes flagged under the old one (spec §4.4): the
     * prices the slip holds go through the domain's refresh under the new mode.
     */
    setAcceptMode(acceptMode: OddsAcceptMode): void {
      store.setState({ acceptMode })
      const { slip } = store.getState().ticket
      const held = new Map(
        slip.selections.map((s) => [s.id, { oddsMillis: s.oddsMillis, bettable: !s.isSuspended }]),
      )
      const next = applyOutcomeQuotes(slip, held, acceptMode)
      if (next !== slip) dispatch({ type: 'marketsUpdated', slip: next })
    },
  }
}

export type TicketStore = ReturnType<typeof createTicketStore>

/**
 * The page's slip, over the state a first paint reads (`ticketState`, slip-state.ts). It is saved
 * when the page is idle, not within the click or the price change that changed it (JSON of
 * twenty selections and a storage write, many times a second while prices stream), and at once
 * when the page goes away.
 */
export const ticketStore = createTicketStore(
  typeof window === 'undefined' ? undefined : window.sessionStorage,
  (save) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(save, { timeout: 1_000 })
    else setTimeout(save, 0)
  },
  ticketState,
)
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', ticketStore.saveNow)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') ticketStore.saveNow()
  })
}

/** Saves a non-empty slip; an empty one removes the key. Storage that refuses is ignored. */
function writeSlip(storage: Storage | undefined, slip: Slip): void {
  try {
    if (slip.bets.length === 0) storage?.removeItem(SLIP_STORAGE_KEY)
    else storage?.setItem(SLIP_STORAGE_KEY, JSON.stringify(slip))
  } catch {
    // Private mode or a full quota: the slip lives for this page only.
  }
}
