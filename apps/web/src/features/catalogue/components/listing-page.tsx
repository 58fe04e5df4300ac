import type { MatchesQuery } from '@sportsbook/contracts'
import type { Metadata } from 'next'
import type { MessageKey } from '@/components/static-route'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'
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

type Props = { params: Promise<{ locale: string }> }

/**
 * The metadata and page of a listing route:
 * `const route = listingRoute({ path: '/live', title: 'nav.live', query: { … } })`.
 */
export function listingRoute({
  path,
  title,
  query,
}: {
  path: string
  title: MessageKey
  query: Partial<MatchesQuery>
}) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { locale } = await params
      return pageMetadata(locale, path, { title: translator(locale)(title) })
    },
    Page: async ({ params }: Props) => {
      const { locale } = await params
      return <ListingPage locale={locale} title={translator(locale)(title)} query={query} />
    },
  }
}
