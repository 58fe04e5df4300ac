'use client'
import { ODDS_SCALE, formatOdds } from '@sportsbook/domain'
import { useOddsFormat } from '@/lib/odds-format-store'
import { useRecentMove } from '@/live/mark-clock'
import { useLiveOutcome } from '@/live/use-live'
import styles from './odds-button.module.css'

/**
 * A price: its live value from the live store (one store key, so only this button re-renders
 * when it moves), an up/down mark for a few seconds, locked while it cannot be bet on.
 * The accessible name says what and how much: "Arsenal, 2.10", in the player's odds format.
 */
export function OddsButton({
  outcomeKey,
  label,
  odds: initialOdds,
  active: initialActive,
}: {
  /** The live store's key of the outcome (`outcomeKey(match, market, specifier, outcome)`). */
  outcomeKey: string
  label: string
  odds: number
  active: boolean
}) {
  const live = useLiveOutcome(outcomeKey)
  const odds = live?.odds ?? initialOdds
  const active = live?.active ?? initialActive
  const mark = useRecentMove(live?.movedAt ?? null) ? (live?.direction ?? undefined) : undefined
  const text = formatOdds(Math.round(odds * ODDS_SCALE), useOddsFormat())
  return (
    <button
      type="button"
      className={styles.button}
      data-outcome={outcomeKey}
      disabled={!active}
      aria-label={`${label}, ${text}`}
    >
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      {/* The mark (a coloured arrow after the price) lives on the price's own span: changing
          it restyles one element, not the button's subtree. */}
      <span className={styles.odds} data-mark={mark} aria-hidden="true">
        {active ? text : '–'}
      </span>
    </button>
  )
}
