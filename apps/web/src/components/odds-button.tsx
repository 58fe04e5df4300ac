'use client'
import { ODDS_SCALE, formatOdds } from '@sportsbook/domain'
import { useEffect, useState } from 'react'
import { useOddsFormat } from '@/lib/odds-format-store'
import { useLiveOutcome } from '@/live/use-live'
import styles from './odds-button.module.css'

/** How long an up/down mark stays after a price moves. */
const MARK_MS = 3_000

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
  const mark = useRecentMark(live?.direction ?? null, live?.movedAt ?? null)
  const text = formatOdds(Math.round(odds * ODDS_SCALE), useOddsFormat())
  return (
    <button
      type="button"
      className={styles.button}
      data-outcome={outcomeKey}
      data-mark={mark ?? undefined}
      disabled={!active}
      aria-label={`${label}, ${text}`}
    >
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <span className={styles.odds} aria-hidden="true">
        {active ? text : '–'}
      </span>
    </button>
  )
}

/** The direction of a move made in the last few seconds, else null. */
function useRecentMark(direction: 'up' | 'down' | null, movedAt: number | null) {
  const [expiredAt, setExpiredAt] = useState<number | null>(null)
  useEffect(() => {
    if (movedAt === null) return
    const timer = setTimeout(() => {
      setExpiredAt(movedAt)
    }, MARK_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [movedAt])
  return movedAt !== null && expiredAt !== movedAt ? direction : null
}
