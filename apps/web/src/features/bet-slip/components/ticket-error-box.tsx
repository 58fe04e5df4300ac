'use client'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { ticketStore } from '@/slip/ticket-store'
import { useErrorMessage } from './block-messages'
import styles from './bet-slip.module.css'

/**
 * The refused placement's message (spec §8.1): the api's own message when it covers the whole
 * slip, else the code's. One bet's own message follows when it says more; a multi-single's
 * stand at their bets instead (`multiSingle`).
 */
export function TicketErrorBox({ multiSingle }: { multiSingle: boolean }) {
  const t = useTranslations()
  const error = useStore(ticketStore.store, (s) => s.ticket.error)
  const message = useErrorMessage()
  if (!error) return null
  const headline = error.text ?? message(error.message)
  const more = multiSingle
    ? []
    : [...new Set(error.details.map((detail) => detail.message))].filter((m) => m !== headline)
  return (
    <div className={styles.error} role="alert" data-ticket-error={error.code}>
      <p>{headline}</p>
      {more.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
      {multiSingle && !error.text && error.details.length > 0 && (
        <p>{t('betslip.refusedAtBets')}</p>
      )}
      <p className="visually-hidden">{t('betslip.errorHint')}</p>
    </div>
  )
}
