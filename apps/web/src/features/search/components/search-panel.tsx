'use client'
import { SEARCH_QUERY_MAX, checkSearchQuery, isLiveStatus } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { useSite, useSportsLink } from '@/lib/site-context'
import { useDebounced } from '@/lib/use-debounced'
import styles from './search.module.css'
import { searchQueryOptions } from '../api/search'

/** Keystrokes within this time make one request. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * Search (spec §5.4: 3 to 50 characters; spec §7.2 GET /search): debounced, the previous answer
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
  const results = useQuery(searchQueryOptions(locale, q, checked.ok))
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
          <ResultSection
            id={`${hintId}-matches`}
            title={t('matches')}
            onNavigate={onNavigate}
            items={data.matches.map((match) => ({
              key: match.id,
              href: link(`/${match.sport.key}/${match.slug}`),
              name: match.name,
              meta: `${isLiveStatus(match.status) ? `${t('live')} · ` : ''}${match.sport.name} · ${match.tournament.name}`,
            }))}
          />
          <ResultSection
            id={`${hintId}-leagues`}
            title={t('leagues')}
            onNavigate={onNavigate}
            items={data.tournaments.map((league) => ({
              key: league.id,
              href: link(`/${league.sport.key}/${league.slug}`),
              name: league.name,
              meta: `${league.sport.name} · ${league.category.name}`,
            }))}
          />
          <ResultSection
            id={`${hintId}-markets`}
            title={t('markets')}
            onNavigate={onNavigate}
            items={data.markets.map(({ match, market }) => ({
              key: `${match.id}/${market.id}/${market.specifier}`,
              href: link(`/${match.sport.key}/${match.slug}`),
              name: market.name,
              meta: match.name,
            }))}
          />
        </div>
      )}
    </div>
  )
}

/** One scope of the results: a titled list of links; nothing when empty. */
function ResultSection({
  id,
  title,
  items,
  onNavigate,
}: {
  id: string
  title: string
  items: readonly { key: string; href: string; name: string; meta: string }[]
  onNavigate: () => void
}) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} onClick={onNavigate}>
              {item.name}
            </Link>
            <span className={styles.meta}>{item.meta}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
