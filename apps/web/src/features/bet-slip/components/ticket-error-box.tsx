'use client'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { ticketStore } from '@/slip/ticket-store'
import { useErrorMessage } from './block-messages'
import styles from './bet-slip.module.css'

export function TicketErrorBox() {
  const t = useTranslations()
  const error = useStore(ticketStore.store, (s) => s.ticket.error)
  const message = useErrorMessage()
  if (!error) return null
  return (
    <div className={styles.error} role="alert" data-ticket-error={error.code}>
      <p>{message(error.message)}</p>
      {error.details.length > 0 && (
        <ul>
          {error.details.map((detail, i) => (
            // Messages of a multi-single repeat; their place in the list is their identity.
            <li key={i}>{detail}</li>
          ))}
        </ul>
      )}
      <p className="visually-hidden">{t('betslip.errorHint')}</p>
    </div>
  )
}
