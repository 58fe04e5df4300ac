import type { Metadata } from 'next'
import Link from 'next/link'
import type { Match } from '@sportsbook/contracts'
import { EVENT_STATUS, isMarketOpen } from '@sportsbook/domain'
import { getMatches } from '@/features/catalogue/api/get-matches'
import { getSportsMenu } from '@/features/catalogue/api/get-sports-menu'
import { MatchList } from '@/components/match-list'
import { SportsMenu } from '@/features/catalogue/components/sports-menu'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'
import { siteConfig, sportsHref } from '@/lib/site-config'
import { getLiveCount } from '@/features/catalogue/api/server-catalogue'
import { LazyBonusWidgets } from '@/features/bonuses/components/bonus-widgets-lazy'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/', { title: translator(locale)('nav.home') })
}

// Counters and names change with the feed: render per request, never at build time.
export const dynamic = 'force-dynamic'

/** Home (spec §2.2 "/"): top live and top prematch events with live odds, the live counter, and the sports menu with counters. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  const t = translator(locale)
  // Matches that can be bet on lead; suspended or decided ones only fill what is left.
  const byPopularity = [{ field: 'bets_count' as const, direction: 'desc' as const }]
  const liveQuery = { match_status: [EVENT_STATUS.live], limit: 10, type: 'match' as const }
  const [openLive, stoppedLive, prematch, liveCount, sports] = await Promise.all([
    getMatches(locale, { ...liveQuery, bettable: true, sort_by: byPopularity }),
    getMatches(locale, { ...liveQuery, bettable: false }),
    getMatches(locale, {
      match_status: [EVENT_STATUS.prematch],
      limit: 10,
      type: 'match',
      bettable: true,
      sort_by: byPopularity,
    }),
    getLiveCount(locale),
    getSportsMenu(locale),
  ])
  // Open main prices first (a stable sort keeps the popularity order within each part).
  const canBet = (match: Match) =>
    match.main_market !== null &&
    isMarketOpen(match.main_market.status) &&
    match.main_market.outcomes.some((outcome) => outcome.active)
  const live = [...openLive, ...stoppedLive]
    .sort((a, b) => Number(canBet(b)) - Number(canBet(a)))
    .slice(0, liveQuery.limit)
  const list = { liveLabel: t('nav.live'), emptyText: t('page.sport.noMatches') }
  const hrefOf = (match: { sport: { key: string }; slug: string }) =>
    sportsHref(locale, `/${match.sport.key}/${match.slug}`)
  return (
    <>
      <h1>{siteConfig().name}</h1>
      <section aria-labelledby="top-live">
        <h2 id="top-live">
          <Link href={sportsHref(locale, '/live')}>
            {t('page.home.liveNow', { count: liveCount })}
          </Link>
        </h2>
        <MatchList matches={live} hrefOf={hrefOf} live {...list} />
      </section>
      <section aria-labelledby="top-prematch">
        <h2 id="top-prematch">{t('page.sport.matches')}</h2>
        <MatchList matches={prematch} hrefOf={hrefOf} {...list} />
      </section>
      {/* The bonus widgets (issue 39): the player's bonuses and a tournament's leaderboard. */}
      <LazyBonusWidgets />
      {/* The sports menu with counters (spec §2.5 home); on desktop it is the left sidebar. */}
      <div className="phone-only">
        <SportsMenu
          items={sports}
          title={t('sidebar.sports')}
          hrefOf={(key) => sportsHref(locale, `/${key}`)}
          countLabel={(count) => t('sidebar.events', { count })}
        />
      </div>
    </>
  )
}
