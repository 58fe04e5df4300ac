import 'server-only'
import type { Match } from '@sportsbook/contracts'
import { HydrationBoundary, dehydrate } from '@tanstack/react-query'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { translator } from '@/i18n/translator'
import { operatorSettingsOrFallback } from '@/lib/operator-settings'
import { getQueryClient } from '@/lib/query-client'
import { sportsHref } from '@/lib/site-config'
import { prefetchMatch } from '../api/prefetch-match'
import { MatchView } from './match-view'

/**
 * The match page on the server: its queries are prefetched (`prefetchMatch`) and
 * handed to the browser's query client (first paint has every market; no request on load).
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
  const queryClient = getQueryClient()
  const { customBets } = await operatorSettingsOrFallback()
  await prefetchMatch(queryClient, locale, match, customBets)
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
      <HydrationBoundary state={dehydrate(queryClient)}>
        <MatchView matchId={match.id} locale={locale} favourite={favourite} />
      </HydrationBoundary>
    </>
  )
}
