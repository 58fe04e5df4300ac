import type { Jackpot } from '@sportsbook/contracts'
import { formatMoney } from '@sportsbook/domain'
import styles from './jackpots.module.css'

/** A jackpot's levels, each with its pool, largest last (as the file lists them). */
export function JackpotLevels({ jackpot, locale }: { jackpot: Jackpot; locale: string }) {
  return (
    <dl className={styles.levels}>
      {jackpot.levels.map((level) => (
        <div key={level.code} data-jackpot-level={level.code}>
          <dt>{level.name}</dt>
          <dd>{formatMoney(level.pool_amount, locale)}</dd>
        </div>
      ))}
    </dl>
  )
}
