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
        <FilterSelect
          name="sport"
          label={t('sport')}
          value={params.sport}
          options={[
            { value: '', label: t('allSports') },
            ...sports.map((sport) => ({ value: sport.key, label: sport.name })),
          ]}
          onChange={submit}
        />
      )}
      {filters.includes('date') && (
        <FilterSelect
          name="date"
          label={t('date')}
          value={params.date}
          options={[{ value: '', label: t('anyDay') }, ...days]}
          onChange={submit}
        />
      )}
      {filters.includes('time') && (
        <FilterSelect
          name="time"
          label={t('time')}
          value={params.time}
          options={[
            { value: '', label: t('anyTime') },
            ...LISTING_TIMES.map((time) => ({
              value: time,
              label: t('nextHours', { hours: Number(time.slice(0, -1)) }),
            })),
          ]}
          onChange={submit}
        />
      )}
      {filters.includes('sortBy') && (
        <FilterSelect
          name="sortBy"
          label={t('sortBy')}
          value={params.sortBy}
          // The first order is the default: it leaves the address.
          options={LISTING_SORTS.map((sort, index) => ({
            value: index === 0 ? '' : sort,
            label: t(`sort.${sort}`),
          }))}
          onChange={submit}
        />
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

function FilterSelect({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string
  label: string
  value: string | undefined
  options: readonly { value: string; label: string }[]
  onChange: (event: { currentTarget: { form: HTMLFormElement | null } }) => void
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''} onChange={onChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}
