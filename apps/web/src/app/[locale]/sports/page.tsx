import type { Metadata } from 'next'
import { EVENT_STATUS } from '@sportsbook/domain'
import { getMatches } from '@/features/catalogue/api/get-matches'
import { MatchList } from '@/features/catalogue/components/match-list'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'
import { siteConfig, sportsHref } from '@/lib/site-config'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/', { title: translator(locale)('nav.home') })
}

// Counters and names change with the feed: render per request, never at build time.
export const dynamic = 'force-dynamic'

/** Home (spec §2 "/"): top live and top prematch events; issue 10 adds odds and live updates. */
export default async function HomePage({ params }: Props) {
  const { locale } = await params
  const t = translator(locale)
  const [live, prematch] = await Promise.all([
    getMatches(locale, { match_status: [EVENT_STATUS.live], limit: 10, type: 'match' }),
    getMatches(locale, {
      match_status: [EVENT_STATUS.prematch],
      limit: 10,
      type: 'match',
      sort_by: [{ field: 'bets_count', direction: 'desc' }],
    }),
  ])
  const list = { locale, liveLabel: t('nav.live'), emptyText: t('page.sport.noMatches') }
  const hrefOf = (match: { sport: { key: string }; slug: string }) =>
    sportsHref(locale, `/${match.sport.key}/${match.slug}`)
  return (
    <>
      <h1>{siteConfig().name}</h1>
      <section aria-labelledby="top-live">
        <h2 id="top-live">{t('nav.live')}</h2>
        <MatchList matches={live} hrefOf={hrefOf} {...list} />
      </section>
      <section aria-labelledby="top-prematch">
        <h2 id="top-prematch">{t('page.sport.matches')}</h2>
        <MatchList matches={prematch} hrefOf={hrefOf} {...list} />
      </section>
    </>
  )
}
