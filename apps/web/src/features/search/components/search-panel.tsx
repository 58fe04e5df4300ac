'use client'
import { SEARCH_QUERY_MAX, checkSearchQuery, isLiveStatus } from '@sportsbook/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useEffect, useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { browserApiClient } from '@/lib/browser-api'
import { useSite, useSportsLink } from '@/lib/site-context'
import styles from './search.module.css'

/** Keystrokes within this time make one request. */
export const SEARCH_DEBOUNCE_MS = 300

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(value)
    }, ms)
    return () => {
      clearTimeout(timer)
    }
  }, [value, ms])
  return debounced
}

/**
 * Search (spec §5: 3 to 50 characters; spec §7 GET /search): debounced, the previous answer
 * stays while the next loads, an outdated request is aborted, and the three scopes — matches,
 * leagues, markets — link to their pages. `onNavigate` closes the dialog around it.
 */
export function SearchPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('search')
  const { locale } = useSite()
  const link = useSportsLink()
  const [text, setText] = useState('')
  const checked = checkSearchQuery(useDebounced(text, SEARCH_DEBOUNCE_MS))
  const q = checked.ok ? checked.value : ''
  const results = useQuery({
    queryKey: ['search', locale, q],
    queryFn: ({ signal }) => browserApiClient(locale).search({ q }, signal),
    enabled: checked.ok,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
  const hintId = useId()
  const data = checked.ok ? results.data?.data : undefined
  const empty = data && data.matches.length + data.tournaments.length + data.markets.length === 0

  return (
    <div className={styles.panel}>
      <label className={styles.field}>
        <span className="visually-hidden">{t('label')}</span>
        <input
          type="search"
          autoFocus
          value={text}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('placeholder')}
          aria-describedby={hintId}
          onChange={(event) => {
            setText(event.target.value)
          }}
        />
      </label>
      <p id={hintId} className={styles.hint} aria-live="polite">
        {!checked.ok && text.trim().length > 0
          ? t('tooShort', { min: 3 })
          : results.isFetching
            ? t('searching')
            : results.isError
              ? t('failed')
              : empty
                ? t('noResults', { q })
                : ''}
      </p>
      {data && (
        <div className={styles.results} data-search-results="">
          {data.matches.length > 0 && (
            <section aria-labelledby={`${hintId}-matches`}>
              <h3 id={`${hintId}-matches`}>{t('matches')}</h3>
              <ul>
                {data.matches.map((match) => (
                  <li key={match.id}>
                    <Link href={link(`/${match.sport.key}/${match.slug}`)} onClick={onNavigate}>
                      {match.name}
                    </Link>
                    <span className={styles.meta}>
                      {isLiveStatus(match.status) && <strong>{t('live')} · </strong>}
                      {match.sport.name} · {match.tournament.name}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.tournaments.length > 0 && (
            <section aria-labelledby={`${hintId}-leagues`}>
              <h3 id={`${hintId}-leagues`}>{t('leagues')}</h3>
              <ul>
                {data.tournaments.map((league) => (
                  <li key={league.id}>
                    <Link href={link(`/${league.sport.key}/${league.slug}`)} onClick={onNavigate}>
                      {league.name}
                    </Link>
                    <span className={styles.meta}>
                      {league.sport.name} · {league.category.name}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.markets.length > 0 && (
            <section aria-labelledby={`${hintId}-markets`}>
              <h3 id={`${hintId}-markets`}>{t('markets')}</h3>
              <ul>
                {data.markets.map(({ match, market }) => (
                  <li key={`${match.id}/${market.id}/${market.specifier}`}>
                    <Link href={link(`/${match.sport.key}/${match.slug}`)} onClick={onNavigate}>
                      {market.name}
                    </Link>
                    <span className={styles.meta}>{match.name}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  )
}
