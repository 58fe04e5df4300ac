import 'server-only'
import type { Match } from '@sportsbook/contracts'
import { HydrationBoundary, dehydrate } from '@tanstack/react-query'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { translator } from '@/i18n/translator'
import { serverApiClient } from '@/lib/api-client'
import { operatorSettingsOrFallback } from '@/lib/operator-settings'
import { getQueryClient } from '@/lib/query-client'
import { sportsHref } from '@/lib/site-config'
import { matchQueryOptions } from '../api/get-match'
import { marketsQueryOptions } from '../api/get-markets'
import { betBuilderQueryOptions } from '../api/get-bet-builder'
import { MatchView } from './match-view'

/**
 * The match page on the server: its queries are prefetched with the server's api client and
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
  const api = serverApiClient(locale)
  const queryClient = getQueryClient()
  queryClient.setQueryData(matchQueryOptions(api, locale, match.id).queryKey, match)
  // A failed prefetch is not dehydrated: the browser then loads that query itself.
  const ignore = () => undefined
  const { customBets } = await operatorSettingsOrFallback()
  await Promise.all([
    queryClient.query(marketsQueryOptions(api, locale, match.id)).catch(ignore),
    customBets &&
      queryClient.query(betBuilderQueryOptions(api, locale, match.id, true)).catch(ignore),
  ])
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
