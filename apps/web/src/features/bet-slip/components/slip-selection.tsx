'use client'
import { formatOdds, removeSelection, type SlipSelection } from '@sportsbook/domain'
import Link from 'next/link'
import { memo, type ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { useOddsFormat } from '@/lib/odds-format-store'
import { useSportsLink } from '@/lib/site-context'
import { ticketStore } from '@/slip/ticket-store'
import styles from './bet-slip.module.css'

/**
 * One selection of the slip: what it is, its price (old → new when it moved), its flags. Kept
 * while its props stay the same (the domain keeps an unchanged selection's object): in a combo
 * a click that adds one selection renders that row, not all twenty. A multi-single's rows get
 * their fields as children, a new element each time, so they render again; the fields
 * themselves (`SingleBetFields`) do not.
 */
export const SlipSelectionItem = memo(function SlipSelectionItem({
  selection,
  conflict,
  processing,
  children,
}: {
  selection: SlipSelection
  conflict: boolean
  /** Its bet is being sent (the ticket's processingBets). */
  processing: boolean
  /** A multi-single's own stake field. */
  children?: ReactNode
}) {
  const t = useTranslations()
  const format = useOddsFormat()
  const link = useSportsLink()
  const { labels } = selection
  const matchName = labels.nameB ? `${labels.nameA ?? ''} – ${labels.nameB}` : (labels.nameA ?? '')
  const state = selection.isNotAvailable
    ? 'not-available'
    : selection.isSuspended
      ? 'suspended'
      : undefined
  return (
    <li
      className={styles.selection}
      data-selection={selection.id}
      data-state={state}
      data-conflict={conflict}
      data-processing={processing || undefined}
      aria-busy={processing || undefined}
    >
      <span className={styles.outcome}>{labels.outcomeName}</span>
      <span className={styles.odds} data-odds="">
        {selection.isChanged && (
          <del className={styles.oldOdds}>{formatOdds(selection.acceptedOddsMillis, format)}</del>
        )}
        {formatOdds(selection.oddsMillis, format)}
      </span>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('betslip.remove', { name: labels.outcomeName })}
        onClick={() => {
          ticketStore.update((s) => removeSelection(s, selection.id))
        }}
      >
        ×
      </button>
      <span className={styles.market}>{labels.marketName}</span>
      <span className={styles.match}>
        {labels.sportKey && labels.matchSlug ? (
          <Link href={link(`/${labels.sportKey}/${labels.matchSlug}`)}>{matchName}</Link>
        ) : (
          matchName
        )}
      </span>
      {state === 'suspended' && (
        <span className={styles.flag} data-tone="warning">
          {t('sb.ticket.suspended.label')}
        </span>
      )}
      {state === 'not-available' && (
        <span className={styles.flag} data-tone="warning">
          {t('sb.ticket.not-available.label')}
        </span>
      )}
      {processing && (
        <span className={styles.flag} data-tone="info">
          {t('betslip.sending')}
        </span>
      )}
      {conflict && (
        <span className={styles.flag} data-tone="danger">
          {t('betslip.conflict')}
        </span>
      )}
      {children && <div className={styles.market}>{children}</div>}
    </li>
  )
})
