import 'server-only'
import type { Match } from '@sportsbook/contracts'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { TeamLogo } from '@/components/catalogue-images'
import { translator } from '@/i18n/translator'
import { operatorSettingsOrFallback } from '@/lib/operator-settings'
import { sportsHref } from '@/lib/site-config'
import { readMatchPage } from '../api/read-match-page'
import { MatchView } from './match-view'
import styles from './match.module.css'

/**
 * The match page on the server: it reads the markets (`readMatchPage`) and the browser's
 * queries start from them (first paint has every market; no request on load).
 */
export async function MatchPage({
  match,
  locale,
  favourite,
}: {
  match: Match
  locale: string
  favourite: ReactNode
}) {
  const t = translator(locale)
  const { customBets } = await operatorSettingsOrFallback()
  const initial = await readMatchPage(locale, match, customBets)
  const logo = (side: 'home' | 'away') => (
    <TeamLogo src={match.competitors?.[side].logo ?? null} size={32} className={styles.logo} />
  )
  const href = (path: string) => sportsHref(locale, `/${match.sport.key}${path}`)
  return (
    <>
      <nav aria-label={t('match.breadcrumbs')}>
        <ol className="breadcrumbs">
          <li>
            <Link href={href('')}>{match.sport.name}</Link>
          </li>
          <li>
            <Link href={href(`/${match.category.slug}`)}>{match.category.name}</Link>
          </li>
          <li>
            <Link href={href(`/${match.tournament.slug}`)}>{match.tournament.name}</Link>
          </li>
        </ol>
      </nav>
      <MatchView
        initial={initial}
        locale={locale}
        logos={{ home: logo('home'), away: logo('away') }}
        favourite={favourite}
      />
    </>
  )
}
