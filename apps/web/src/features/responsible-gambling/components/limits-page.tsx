'use client'
import { ApiRequestError, type UserLimitBody, type UserLimitView } from '@sportsbook/contracts'
import {
  EXCLUSION_TYPES,
  LIMIT_PERIODS,
  MONEY_LIMIT_TYPES,
  RAISE_DELAY_MS,
  TIME_LIMIT_TYPES,
  currencyOf,
  formatMoney,
  oneOf,
  parseUnits,
  type LimitPeriod,
} from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useFormatter, useTranslations } from 'use-intl'
import shell from '@/components/shell.module.css'
import { SignInPrompt } from '@/components/sign-in-prompt'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { userLimitsQueryOptions } from '../api/get-user-limits'
import { useSetUserLimit } from '../api/set-user-limit'
import styles from './limits.module.css'

type LimitType = UserLimitBody['type']
const isMoney = oneOf(MONEY_LIMIT_TYPES)
const isExclusion = oneOf(EXCLUSION_TYPES)
/** The form's choice of limit, grouped as the player thinks of them. */
const LIMIT_GROUPS = [
  ['money', MONEY_LIMIT_TYPES],
  ['time', TIME_LIMIT_TYPES],
  ['exclusion', EXCLUSION_TYPES],
] as const

/**
 * The player's limits (spec §7.4 user limits): those in force and those waiting, and a form to
 * set one. A lower limit applies at once, a higher one after the cooling period, and an
 * exclusion signs the player out and cannot be lifted before it ends — the api's rules, which
 * the page states and the answers show.
 */
export function LimitsPage() {
  const t = useTranslations('limits')
  const { locale } = useSite()
  const format = useFormatter()
  const player = useQuery(playerQueryOptions(locale))
  const limits = useQuery(userLimitsQueryOptions(locale, player.data?.id))
  const setLimit = useSetUserLimit(locale)
  const [type, setType] = useState<LimitType>('deposit')
  const [amount, setAmount] = useState('')
  const [period, setPeriod] = useState<LimitPeriod>('day')
  const [understood, setUnderstood] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const problemId = useId()

  if (player.isPending) return <p aria-busy="true">{t('loading')}</p>
  if (!player.data) return <SignInPrompt text={t('signIn')} />
  const currency = player.data.currency
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const describe = (limit: UserLimitView) => {
    if (limit.amount === null) return limit.ends_at ? t('until', { date: date(limit.ends_at) }) : ''
    if (isMoney(limit.type))
      return t('perPeriod', {
        amount: formatMoney({ subunits: limit.amount, currency }, locale),
        period: t(`periods.${limit.period ?? 'day'}`),
      })
    return t('minutes', { count: limit.amount })
  }

  /** The body the form describes, or the problem to show in the amount's place. */
  function body(): UserLimitBody | string {
    if (isExclusion(type)) {
      const days = Number(amount)
      if (!Number.isInteger(days) || days < 1 || days > 3650) return t('problems.days')
      if (!understood) return t('problems.understood')
      return { type, days }
    }
    if (isMoney(type)) {
      const info = currencyOf(currency)
      const parsed = info.ok ? parseUnits(amount, info.value) : undefined
      if (!parsed?.ok || parsed.value <= 0) return t('problems.amount')
      return { type, amount: parsed.value, period }
    }
    const minutes = Number(amount)
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) return t('problems.minutes')
    return { type, amount: minutes }
  }

  return (
    <>
      <p className={styles.rules}>{t('rules', { hours: RAISE_DELAY_MS / 3_600_000 })}</p>
      <h2>{t('current')}</h2>
      {limits.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : limits.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : limits.data.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('columns.limit')}</th>
              <th scope="col">{t('columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {limits.data.map((limit) => (
              <tr key={limit.id} data-limit={limit.type} data-status={limit.status}>
                <th scope="row">{t(`types.${limit.type}`)}</th>
                <td>{describe(limit)}</td>
                <td>
                  {limit.status === 'active'
                    ? t('active')
                    : t('fromDate', { date: date(limit.effective_at) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('set')}</h2>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          const request = body()
          if (typeof request === 'string') {
            setProblem(request)
            return
          }
          setProblem(null)
          setLimit.mutate(request, {
            onSuccess: (limit) => {
              setAmount('')
              setUnderstood(false)
              alerts.showAlert({
                severity: 'success',
                title:
                  limit.status === 'active'
                    ? t('saved')
                    : t('savedLater', { date: date(limit.effective_at) }),
              })
            },
            onError: (error) => {
              if (error instanceof ApiRequestError && error.error?.code === 'limit_in_force')
                setProblem(t('problems.inForce'))
              else {
                reportError(error)
                setProblem(t('problems.failed'))
              }
            },
          })
        }}
      >
        <label>
          <span>{t('columns.type')}</span>
          <select
            value={type}
            onChange={(event) => {
              setType(event.target.value as LimitType)
              setProblem(null)
            }}
          >
            {LIMIT_GROUPS.map(([group, types]) => (
              <optgroup key={group} label={t(`groups.${group}`)}>
                {types.map((option) => (
                  <option key={option} value={option}>
                    {t(`types.${option}`)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label>
          <span>
            {isExclusion(type)
              ? t('fields.days')
              : isMoney(type)
                ? t('fields.amount', { currency })
                : t('fields.minutes')}
          </span>
          <input
            inputMode={isMoney(type) ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={amount}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              setAmount(event.target.value)
            }}
          />
        </label>
        {isMoney(type) && (
          <label>
            <span>{t('fields.period')}</span>
            <select
              value={period}
              onChange={(event) => {
                setPeriod(event.target.value as LimitPeriod)
              }}
            >
              {LIMIT_PERIODS.map((option) => (
                <option key={option} value={option}>
                  {t(`periods.${option}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {isExclusion(type) && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={understood}
              onChange={(event) => {
                setUnderstood(event.target.checked)
              }}
            />
            <span>{t('understood')}</span>
          </label>
        )}
        {problem && (
          <p id={problemId} role="alert">
            {problem}
          </p>
        )}
        <button
          type="submit"
          className={`${shell.button} ${shell.primary}`}
          disabled={setLimit.isPending}
          aria-busy={setLimit.isPending}
        >
          {isExclusion(type) ? t('exclude') : t('submit')}
        </button>
      </form>
    </>
  )
}
