'use client'
import {
  betCombinations,
  changeSystemType,
  systemId,
  systemTypesFor,
  type Slip,
  type SlipBet,
} from '@sportsbook/domain'
import { useTranslations } from 'use-intl'
import { ticketStore } from '@/slip/ticket-store'
import styles from './bet-slip.module.css'

export function SystemPicker({ slip, bet }: { slip: Slip; bet: SlipBet }) {
  const t = useTranslations('betslip')
  const types = systemTypesFor(slip.selections.length)
  return (
    <label className={styles.field}>
      <span>{t('system.label')}</span>
      <select
        className={styles.select}
        value={bet.systemType ? systemId(bet.systemType) : ''}
        onChange={(event) => {
          const type = types.find((candidate) => systemId(candidate) === event.target.value)
          if (type) ticketStore.edit((s) => changeSystemType(s, type))
        }}
      >
        {types.map((type) => (
          <option key={systemId(type)} value={systemId(type)}>
            {t('system.option', {
              win: type.winCount,
              total: type.totalCount,
              count: betCombinations({ ...bet, systemType: type }),
            })}
          </option>
        ))}
      </select>
    </label>
  )
}
