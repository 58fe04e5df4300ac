'use client'
import {
  formatMoney,
  isFreebet,
  setStake,
  setStakeFromPotentialWin,
  type Currency,
  type SlipBet,
} from '@sportsbook/domain'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useSite } from '@/lib/site-context'
import { ticketStore } from '@/slip/ticket-store'
import { useMaxStake } from '../api/max-stake'
import { MoneyField } from './money-field'
import styles from './bet-slip.module.css'

/**
 * The stake of one bet, the potential win that can be typed instead, and quick stakes. Takes
 * the bet's potential win, not the slip: a multi-single's fields stay as they are while the
 * prices of the other bets move.
 */
export function StakeFields({
  bet,
  index,
  potentialWinSubunits,
  currency,
  label,
  quickStakes,
  refusal,
}: {
  bet: SlipBet
  index: number
  potentialWinSubunits: number
  currency: Currency
  label: string
  quickStakes: readonly number[]
  /** Why the api refused this bet, shown at it. */
  refusal?: string | undefined
}) {
  const t = useTranslations('betslip')
  const { locale } = useSite()
  // A freebet's stake is the freebet's (spec §4.19): shown, not typed.
  const locked = isFreebet(bet.bonus)
  const maxStake = useMaxStake(locale)
  const fillMax = () => {
    maxStake.mutate(
      { slip: ticketStore.store.getState().ticket.slip, bet },
      {
        onSuccess: (subunits) => {
          if (subunits > 0) ticketStore.edit((s) => setStake(s, index, subunits))
          else alerts.showAlert({ severity: 'warning', title: t('maxStakeFailed') })
        },
        onError: (error) => {
          reportError(error)
          alerts.showAlert({ severity: 'warning', title: t('maxStakeFailed') })
        },
      },
    )
  }
  return (
    <div className={styles.field} data-bet-index={index}>
      <div className={styles.stakes}>
        <MoneyField
          name={`stake-${String(index)}`}
          label={label}
          subunits={bet.stakeSubunits}
          currency={currency}
          readOnly={locked}
          refusal={refusal}
          onChange={(subunits) => {
            ticketStore.edit((s) => setStake(s, index, subunits))
          }}
        />
        <MoneyField
          name={`win-${String(index)}`}
          label={t('potentialWin')}
          subunits={potentialWinSubunits}
          currency={currency}
          readOnly={locked}
          onChange={(subunits) => {
            ticketStore.edit((s) => setStakeFromPotentialWin(s, index, subunits))
          }}
        />
      </div>
      {!locked && (
        <div className={styles.quickStakes} role="group" aria-label={t('quickStakes')}>
          {quickStakes.map((subunits) => (
            <button
              key={subunits}
              type="button"
              className={styles.quickStake}
              onClick={() => {
                ticketStore.edit((s) => setStake(s, index, subunits))
              }}
            >
              {formatMoney({ subunits, currency: currency.code }, locale)}
            </button>
          ))}
          <button
            type="button"
            className={styles.quickStake}
            aria-label={t('maxStakeOf', { label })}
            aria-busy={maxStake.isPending || undefined}
            disabled={maxStake.isPending}
            onClick={fillMax}
          >
            {t('maxStake')}
          </button>
        </div>
      )}
    </div>
  )
}
