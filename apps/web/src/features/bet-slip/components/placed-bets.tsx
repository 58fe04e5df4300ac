'use client'
import type { TicketState } from '@sportsbook/domain'
import { useId } from 'react'
import { useTranslations } from 'use-intl'
import { betSlipPanel } from '@/lib/bet-slip-panel'
import { ticketStore } from '../model/ticket-store'
import styles from './bet-slip.module.css'

/** The success view: the placed bets, and the way back to an empty slip or to my bets. */
export function PlacedBets({ ticket }: { ticket: TicketState }) {
  const t = useTranslations('betslip')
  const submitted = ticket.ticketState === 'submitted'
  const titleId = useId()
  return (
    <section className={styles.slip} aria-labelledby={titleId} data-placed="">
      <div role="status">
        <h2 id={titleId}>
          {submitted
            ? t('placed.submitted')
            : t('placed.title', { count: ticket.placedBets.length })}
        </h2>
      </div>
      <ul className={styles.placed}>
        {ticket.placedBets.map((bet) => (
          <li key={bet.betId} data-bet-id={bet.betId}>
            {t('placed.bet', { id: bet.betId })} ·{' '}
            {t(`placed.status.${bet.isVip ? 'vip' : 'accepted'}`)}
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            ticketStore.dispatch({ type: 'reset' })
          }}
        >
          {t('placed.done')}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            ticketStore.dispatch({ type: 'reset' })
            betSlipPanel.send({ type: 'tabSelected', tab: 'MY_BETS' }, { type: 'opened' })
          }}
        >
          {t('placed.showMyBets')}
        </button>
      </div>
    </section>
  )
}
