'use client'
import { formatMoney, formatOdds, type TicketState } from '@sportsbook/domain'
import { useId } from 'react'
import { useTranslations } from 'use-intl'
import { betSlipPanel } from '@/lib/bet-slip-panel'
import { useOddsFormat } from '@/lib/odds-format-store'
import { useSite } from '@/lib/site-context'
import { ticketStore } from '@/slip/ticket-store'
import styles from './bet-slip.module.css'
import cards from './my-bets.module.css'

/** The success view: each placed bet as my bets will show it (type, odds, stake, potential win,
 * reference), and the way back to an empty slip or to my bets. */
export function PlacedBets({ ticket }: { ticket: TicketState }) {
  const t = useTranslations()
  const { locale } = useSite()
  const format = useOddsFormat()
  const submitted = ticket.ticketState === 'submitted'
  const titleId = useId()
  return (
    <section className={styles.slip} aria-labelledby={titleId} data-placed="">
      <div role="status">
        <h2 id={titleId}>
          {submitted
            ? t('betslip.placed.submitted')
            : t('betslip.placed.title', { count: ticket.placedBets.length })}
        </h2>
      </div>
      <ul className={styles.placed}>
        {ticket.placedBets.map((bet) => (
          <li key={bet.betId} className={cards.card} data-bet-id={bet.betId}>
            <div className={cards.head}>
              <strong>{t(`myBets.type.${bet.type}`)}</strong>
              <span className={cards.status}>
                {t(`betslip.placed.status.${bet.isVip ? 'vip' : 'accepted'}`)}
              </span>
            </div>
            <dl className={cards.figures}>
              {bet.oddsMillis !== null && (
                <>
                  <dt>{t('myBets.odds')}</dt>
                  <dd>{formatOdds(bet.oddsMillis, format)}</dd>
                </>
              )}
              <dt>{t('myBets.stake')}</dt>
              <dd>{formatMoney(bet.stake, locale)}</dd>
              <dt>{t('myBets.potentialWin')}</dt>
              <dd>{formatMoney(bet.potentialWin, locale)}</dd>
            </dl>
            <p className={cards.muted}>{t('myBets.ref', { ref: bet.ref })}</p>
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
          {t('betslip.placed.done')}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            ticketStore.dispatch({ type: 'reset' })
            betSlipPanel.send({ type: 'tabSelected', tab: 'MY_BETS' }, { type: 'opened' })
          }}
        >
          {t('betslip.placed.showMyBets')}
        </button>
      </div>
    </section>
  )
}
