'use client'
import { changeBetType, systemTypesFor, type BetType, type Slip } from '@sportsbook/domain'
import { useTranslations } from 'use-intl'
import { ticketStore } from '@/slip/ticket-store'
import styles from './bet-slip.module.css'

/** The bet types the slip may switch to, as a row of toggle buttons. */
export function BetTypeSwitch({ slip }: { slip: Slip }) {
  const t = useTranslations()
  const count = slip.selections.length
  const current: BetType = slip.bets[0]?.type ?? 'single'
  if (count < 2)
    return current === 'single' ? (
      <p className={styles.singleType} data-bet-type="single">
        {t('myBets.type.single')}
      </p>
    ) : null
  const comboLabel =
    count === 2
      ? t('sb.ticket.doubles')
      : count === 3
        ? t('sb.ticket.trebles')
        : t('sb.ticket.accumulator')
  const options: { type: BetType; label: string }[] = [
    { type: 'single', label: t('betslip.betType.single') },
    { type: 'combo', label: `${t('betslip.betType.combo')} · ${comboLabel}` },
    ...(systemTypesFor(count).length > 0
      ? [{ type: 'system' as const, label: t('betslip.betType.system') }]
      : []),
  ]
  return (
    <div className={styles.types} role="group" aria-label={t('betslip.betType.label')}>
      {options.map((option) => (
        <button
          key={option.type}
          type="button"
          aria-pressed={current === option.type}
          onClick={() => {
            ticketStore.edit((s) => changeBetType(s, option.type))
          }}
        >
          {option.label}
        </button>
      ))}
      {current === 'customBet' && (
        <button type="button" aria-pressed>
          {t('betslip.betType.customBet')}
        </button>
      )}
    </div>
  )
}
