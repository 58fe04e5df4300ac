'use client'
import { useRouter } from 'next/navigation'
import type { SubmitEvent } from 'react'
import { useTranslations } from 'use-intl'
import { LISTING_SORTS, LISTING_TIMES, type ListingParams } from '../listing-params'
import styles from './listing.module.css'

export type ListingFilter = 'sport' | 'date' | 'time' | 'sortBy' | 'isBettable'

/**
 * The filters of a listing page as a GET form: it works without JavaScript, and with it a
 * change applies at once by a client-side navigation to an address with only the filters set
 * (a new filter starts again at page 1).
 */
export function ListingFilters({
  action,
  params,
  filters,
  sports,
  days,
}: {
  action: string
  params: ListingParams
  filters: readonly ListingFilter[]
  sports: readonly { key: string; name: string }[]
  /** Days offered by the date filter, as YYYY-MM-DD with their label. */
  days: readonly { value: string; label: string }[]
}) {
  const t = useTranslations('listing')
  const router = useRouter()
  const submit = (event: { currentTarget: { form: HTMLFormElement | null } }) => {
    event.currentTarget.form?.requestSubmit()
  }
  const navigate = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const search = new URLSearchParams()
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value !== '') search.set(key, value)
    const text = search.toString()
    router.push(text ? `${action}?${text}` : action)
  }
  return (
    <form
      action={action}
      method="get"
      onSubmit={navigate}
      className={styles.filters}
      aria-label={t('filters')}
    >
      {filters.includes('sport') && (
        <label>
          {t('sport')}
          <select name="sport" defaultValue={params.sport ?? ''} onChange={submit}>
            <option value="">{t('allSports')}</option>
            {sports.map((sport) => (
              <option key={sport.key} value={sport.key}>
                {sport.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {filters.includes('date') && (
        <label>
          {t('date')}
          <select name="date" defaultValue={params.date ?? ''} onChange={submit}>
            <option value="">{t('anyDay')}</option>
            {days.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {filters.includes('time') && (
        <label>
          {t('time')}
          <select name="time" defaultValue={params.time ?? ''} onChange={submit}>
            <option value="">{t('anyTime')}</option>
            {LISTING_TIMES.map((time) => (
              <option key={time} value={time}>
                {t('nextHours', { hours: Number(time.slice(0, -1)) })}
              </option>
            ))}
          </select>
        </label>
      )}
      {filters.includes('sortBy') && (
        <label>
          {t('sortBy')}
          <select name="sortBy" defaultValue={params.sortBy ?? ''} onChange={submit}>
            {LISTING_SORTS.map((sort, index) => (
              <option key={sort} value={index === 0 ? '' : sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {filters.includes('isBettable') && (
        <label className={styles.check}>
          <input
            type="checkbox"
            name="isBettable"
            value="true"
            defaultChecked={params.isBettable === true}
            onChange={submit}
          />
          {t('bettableOnly')}
        </label>
      )}
      <button type="submit" className={styles.apply}>
        {t('apply')}
      </button>
    </form>
  )
}
