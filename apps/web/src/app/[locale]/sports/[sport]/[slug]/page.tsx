import { OPEN_FOR_BETS_STATUSES, isNotOverStatus } from '@sportsbook/domain'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { getMatches } from '@/features/catalogue/api/get-matches'
import { resolveSportPath } from '@/features/catalogue/api/resolve-sport-path'
import { LinkList } from '@/features/catalogue/components/link-list'
import { MatchList } from '@/components/match-list'
import { LazyFavouriteToggle } from '@/features/favourites/components/favourite-toggle-lazy'
import { MatchPage } from '@/features/match/components/match-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'
import { sportsHref } from '@/lib/site-config'
import { getLeagues } from '@/features/catalogue/api/server-catalogue'

type Props = { params: Promise<{ locale: string; sport: string; slug: string }> }

export const dynamic = 'force-dynamic'

// Metadata and the page resolve the same path once per request.
const resolve = cache(resolveSportPath)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sport, slug } = await params
  const target = await resolve(locale, sport, slug)
  if (!target) return {}
  const title =
    target.kind === 'category'
      ? target.category.name
      : target.kind === 'league'
        ? target.league.name
        : target.match.name
  // Finished matches stay reachable but leave the index.
  const index = target.kind !== 'match' || isNotOverStatus(target.match.status)
  return pageMetadata(locale, `/${sport}/${slug}`, { title, index })
}

/** Category, league (matches and outrights) or match by slug (spec §2.2 "/[sport]/[x]"). */
export default async function SportPathPage({ params }: Props) {
  const { locale, sport, slug } = await params
  const target = await resolve(locale, sport, slug)
  if (!target) notFound()
  const t = translator(locale)
  const href = (path: string) => sportsHref(locale, `/${sport}/${path}`)
  const list = { liveLabel: t('nav.live'), emptyText: t('page.sport.noMatches') }

  switch (target.kind) {
    case 'category': {
      const [leagues, matches] = await Promise.all([
        getLeagues(locale, { category_id: target.category.id, limit: 500 }),
        getMatches(locale, {
          category_id: target.category.id,
          match_status: [...OPEN_FOR_BETS_STATUSES],
          limit: 50,
        }),
      ])
      return (
        <>
          <h1>{target.category.name}</h1>
          <h2>{t('page.sport.leagues')}</h2>
          <LinkList items={leagues} hrefOf={href} />
          <h2>{t('page.sport.matches')}</h2>
          <MatchList matches={matches} hrefOf={(match) => href(match.slug)} {...list} />
        </>
      )
    }
    case 'league': {
      const [matches, outrights] = await Promise.all([
        getMatches(locale, {
          tournament_id: target.league.id,
          type: 'match',
          match_status: [...OPEN_FOR_BETS_STATUSES],
          limit: 100,
        }),
        getMatches(locale, { tournament_id: target.league.id, type: 'outright', limit: 50 }),
      ])
      return (
        <>
          <div className="page-heading">
            <h1>{target.league.name}</h1>
            <LazyFavouriteToggle
              type="tournaments"
              id={target.league.id}
              name={target.league.name}
            />
          </div>
          <p>{target.league.category.name}</p>
          {outrights.length > 0 && (
            <>
              <h2>{t('page.sport.outrights')}</h2>
              <MatchList matches={outrights} hrefOf={(match) => href(match.slug)} {...list} />
              <h2>{t('page.sport.matches')}</h2>
            </>
          )}
          <MatchList matches={matches} hrefOf={(match) => href(match.slug)} {...list} />
        </>
      )
    }
    case 'match':
      return (
        <MatchPage
          match={target.match}
          locale={locale}
          favourite={
            <LazyFavouriteToggle type="matches" id={target.match.id} name={target.match.name} />
          }
        />
      )
  }
}
