'use client'
import { formatOdds, oddsToMillis, selectionId } from '@sportsbook/domain'
import { useRef } from 'react'
import { useStore } from 'zustand'
import { ticketState } from '@/slip/slip-state'
import type { SelectionRef } from '@/slip/selection-ref'
import { usePickOutcome } from '@/slip/pick-outcome'
import { markTapHandled } from '@/slip/early-taps'
import { useOddsFormat } from '@/lib/odds-format-store'
import { useRecentMove } from '@/live/mark-clock'
import { useLiveOutcome } from '@/live/use-live'
import styles from './odds-button.module.css'

/**
 * A price: its live value from the live store (one store key, so only this button re-renders
 * when it moves), an up/down mark for a few seconds, locked while it cannot be bet on, pressed
 * while its outcome is in the slip. A click adds it to the slip at the price shown, or takes
 * it out (or, with quick bet on, places it at once). The accessible name says what and how much: "Arsenal, 2.10", in the player's format.
 */
export function OddsButton({
  selection,
  odds: initialOdds,
  active: initialActive,
}: {
  selection: SelectionRef
  odds: number
  active: boolean
}) {
  const pick = usePickOutcome()
  const id = selectionId(selection)
  const shownIn = useRef<HTMLButtonElement>(null)
  const live = useLiveOutcome(id, shownIn)
  const odds = live?.odds ?? initialOdds
  const active = live?.active ?? initialActive
  const selected = useStore(ticketState, (s) =>
    s.ticket.slip.selections.some((picked) => picked.id === id),
  )
  const moved = useRecentMove(live?.movedAt ?? null)
  // A locked price shows no price, so no move of it either.
  const mark = active && moved ? (live?.direction ?? undefined) : undefined
  const text = formatOdds(oddsToMillis(odds), useOddsFormat())
  const label = selection.labels.outcomeName
  return (
    <button
      ref={shownIn}
      type="button"
      className={styles.button}
      data-outcome={id}
      disabled={!active}
      aria-pressed={selected}
      aria-label={`${label}, ${text}`}
      onClick={(event) => {
        markTapHandled(event)
        pick(selection, odds)
      }}
    >
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      {/* The price's box is a layout boundary; the mark (a coloured arrow after the price) is
          inside it, since adding or removing the arrow rebuilds the element that carries it. */}
      <span className={styles.odds} aria-hidden="true">
        <span className={styles.price}>
          <span data-mark={mark}>{active ? text : '–'}</span>
        </span>
      </span>
    </button>
  )
}
