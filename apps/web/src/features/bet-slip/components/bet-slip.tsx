'use client'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { ticketStore } from '@/slip/ticket-store'
import { PlacedBets } from './placed-bets'
import { QuickBetControls } from './quick-bet-controls'
import styles from './bet-slip.module.css'
import { FilledSlip } from './filled-slip'

/**
 * The BET_SLIP tab (spec §4.15–§5): selections, bet type, stakes with the potential win, the
 * reasons it cannot be placed, odds changes to accept, and placing. Every rule is the
 * domain's: this component only shows the ticket and sends it events or domain edits.
 */
export function BetSlip() {
  const t = useTranslations('betslip')
  const ticket = useStore(ticketStore.store, (s) => s.ticket)
  const { slip } = ticket
  if (ticket.ticketState === 'success' || ticket.ticketState === 'submitted')
    return <PlacedBets ticket={ticket} />
  return (
    <>
      <QuickBetControls />
      {slip.bets.length === 0 ? (
        <div className={styles.slip}>
          <p>{t('empty')}</p>
        </div>
      ) : (
        <FilledSlip slip={slip} />
      )}
    </>
  )
}
