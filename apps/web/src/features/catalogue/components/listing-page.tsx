import type { MatchesQuery } from '@sportsbook/contracts'
import { translator } from '@/i18n/translator'
import { sportsHref } from '@/lib/site-config'
import { getMatches } from '../api/get-matches'
import { MatchList } from './match-list'

/** A page listing matches of one query under a heading (live, e-sports, schedule, results). */
export async function ListingPage({
  locale,
  title,
  query,
}: {
  locale: string
  title: string
  query: Partial<MatchesQuery>
}) {
  const t = translator(locale)
  const matches = await getMatches(locale, query)
  return (
    <>
      <h1>{title}</h1>
      <MatchList
        matches={matches}
        locale={locale}
        hrefOf={(match) => sportsHref(locale, `/${match.sport.key}/${match.slug}`)}
        liveLabel={t('nav.live')}
        emptyText={t('page.sport.noMatches')}
      />
    </>
  )
}
