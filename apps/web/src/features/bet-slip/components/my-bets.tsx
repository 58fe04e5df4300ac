'use client'
import {
  BET_LIST_FILTERS,
  BET_RESULT_FILTERS,
  formatMoney,
  formatOdds,
  oddsToMillis,
  toOddsMillis,
  type BetListFilter,
  type BetResultFilter,
} from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { modals } from '@/lib/modals/modal-store'
import { useOddsFormat } from '@/lib/odds-format-store'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite, useSportsLink } from '@/lib/site-context'
import { myBetsQueryOptions, type MyBet } from '../api/bets-queries'
import { useCashOut } from '../api/cash-out'
import slipStyles from './bet-slip.module.css'
import { LocalTime } from '@/components/local-time'
import styles from './my-bets.module.css'

/**
 * The MY_BETS tab (spec §3.2–§4): the player's bets by list filter (all, open, settled) and
 * result filter (all, win, lose, refund), each with its selections and result, and cash-out at
 * the live value. Signed out: a way to sign in.
 */
export function MyBets() {
  const t = useTranslations('myBets')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const [filter, setFilter] = useState<BetListFilter>('all')
  const [result, setResult] = useState<BetResultFilter>('all')
  const bets = useQuery(myBetsQueryOptions(locale, player?.id, filter, result))
  if (!player)
    return (
      <div className={slipStyles.slip}>
        <p>{t('signedOut')}</p>
        <button
          type="button"
          className={slipStyles.button}
          onClick={() => {
            modals.open('sign_in')
          }}
        >
          {t('signIn')}
        </button>
      </div>
    )
  return (
    <div className={slipStyles.slip}>
      <div className={slipStyles.types} role="group" aria-label={t('filterLabel')}>
        {BET_LIST_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={filter === name}
            onClick={() => {
              setFilter(name)
            }}
          >
            {t(`filter.${name}`)}
          </button>
        ))}
      </div>
      <label className={styles.resultFilter}>
        <span>{t('resultLabel')}</span>
        <select
          className={styles.select}
          value={result}
          onChange={(event) => {
            const next = BET_RESULT_FILTERS.find((name) => name === event.target.value)
            if (next) setResult(next)
          }}
        >
          {BET_RESULT_FILTERS.map((name) => (
            <option key={name} value={name}>
              {t(`result.${name}`)}
            </option>
          ))}
        </select>
      </label>
      {bets.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : bets.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : bets.data.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={slipStyles.selections}>
          {bets.data.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </div>
  )
}

function BetCard({ bet }: { bet: MyBet }) {
  const t = useTranslations('myBets')
  const tb = useTranslations('bonuses')
  const tj = useTranslations('jackpots')
  const { locale } = useSite()
  const format = useOddsFormat()
  const link = useSportsLink()
  const money = (amount: { subunits: number; currency: string }) => formatMoney(amount, locale)
  const odds = bet.odds === null ? undefined : toOddsMillis(bet.odds)
  const settled = bet.result !== 'no_results'
  return (
    <li className={styles.card} data-bet={bet.id} data-status={bet.status}>
      <div className={styles.head}>
        <strong>
          {bet.system
            ? t('type.systemOf', { win: bet.system.win_count, total: bet.system.total_count })
            : t(`type.${bet.type}`)}
        </strong>
        <span className={styles.status} data-result={bet.result}>
          {settled ? t(`outcome.${bet.result}`) : t(`status.${bet.status}`)}
        </span>
      </div>
      <ul className={styles.selections}>
        {bet.selections.map((selection) => (
          <li key={selection.id}>
            <span>
              {selection.outcome.name} · {formatOdds(oddsToMillis(selection.odds), format)}
            </span>
            <span className={styles.muted}>
              {selection.market.name} ·{' '}
              <Link href={link(`/${selection.match.sport_key}/${selection.match.slug}`)}>
                {selection.match.name}
              </Link>
            </span>
          </li>
        ))}
      </ul>
      {bet.bonus && (
        <p className={styles.muted} data-bet-bonus={bet.bonus.type}>
          {bet.bonus.type === 'comboboost' && bet.bonus.odds !== null
            ? tb('boostedBy', { odds: formatOdds(oddsToMillis(bet.bonus.odds), format) })
            : tb('placedWith', { type: tb(`types.${bet.bonus.type}`) })}
        </p>
      )}
      {bet.used_in_jackpot && (
        <p className={styles.muted} data-bet-jackpot="">
          {tj('played')}
        </p>
      )}
      <dl className={styles.figures}>
        <dt>{t('stake')}</dt>
        <dd>{money(bet.stake)}</dd>
        {odds?.ok && (
          <>
            <dt>{t('odds')}</dt>
            <dd>{formatOdds(odds.value, format)}</dd>
          </>
        )}
        <dt>{settled ? t('returned') : t('potentialWin')}</dt>
        <dd data-bet-return="">
          {money(settled ? (bet.win_amount ?? { ...bet.stake, subunits: 0 }) : bet.potential_win)}
        </dd>
      </dl>
      <p className={styles.muted}>
        {t('ref', { ref: bet.ref })} ·{' '}
        <LocalTime value={bet.created_at} options={{ dateStyle: 'short', timeStyle: 'short' }} />
      </p>
      {bet.cashoutSubunits !== null && bet.status === 'waiting_results' && (
        <CashoutButton bet={bet} value={bet.cashoutSubunits} />
      )}
    </li>
  )
}

/**
 * Cash-out in two steps: the offer, then a confirmation showing the amount. When the value
 * moves while the player confirms, the confirmation says so and offers the new value.
 */
function CashoutButton({ bet, value }: { bet: MyBet; value: number }) {
  const t = useTranslations('myBets')
  const { locale } = useSite()
  const [asked, setAsked] = useState<number | null>(null)
  const amount = (subunits: number) =>
    formatMoney({ subunits, currency: bet.stake.currency }, locale)
  const cashout = useCashOut(locale, bet.id, {
    done: (answer) => {
      setAsked(null)
      alerts.showAlert({
        severity: 'success',
        title: t('cashedOut', { amount: formatMoney(answer.data.win_amount, locale) }),
      })
    },
    // The value moved past the tolerance: the confirmation stays, at the new value, and says so.
    moved: () => undefined,
    failed: (error) => {
      setAsked(null)
      reportError(error)
      alerts.showAlert({ severity: 'warning', title: t('cashoutFailed') })
    },
  })
  if (asked === null)
    return (
      <button
        type="button"
        className={styles.cashout}
        onClick={() => {
          setAsked(value)
        }}
      >
        {t('cashout', { amount: amount(value) })}
      </button>
    )
  return (
    <div className={styles.cashoutConfirm} role="group" aria-label={t('cashoutConfirmLabel')}>
      {asked !== value && (
        <p role="status" className={styles.muted} data-cashout-moved="">
          {t('cashoutMoved', { from: amount(asked), to: amount(value) })}
        </p>
      )}
      <button
        type="button"
        className={styles.cashout}
        disabled={cashout.isPending}
        aria-busy={cashout.isPending}
        onClick={() => {
          cashout.mutate(value)
        }}
      >
        {t('cashoutConfirm', { amount: amount(value) })}
      </button>
      <button
        type="button"
        className={styles.cashoutCancel}
        disabled={cashout.isPending}
        onClick={() => {
          setAsked(null)
        }}
      >
        {t('cashoutCancel')}
      </button>
    </div>
  )
}
