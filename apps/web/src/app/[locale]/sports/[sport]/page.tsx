import { OPEN_FOR_BETS_STATUSES } from '@sportsbook/domain'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMatches } from '@/features/catalogue/api/get-matches'
import { getSport } from '@/features/catalogue/api/resolve-sport-path'
import { CountryList, LeaguesByCountry } from '@/features/catalogue/components/leagues-by-country'
import { MatchList } from '@/components/match-list'
import { StaticPage } from '@/components/static-page'
import { translator } from '@/i18n/translator'
import { customPageText } from '@/lib/custom-pages'
import { pageMetadata } from '@/lib/page-metadata'
import { siteConfig, sportsHref } from '@/lib/site-config'
import { getCategories, getLeagues } from '@/features/catalogue/api/server-catalogue'

type Props = { params: Promise<{ locale: string; sport: string }> }

export const dynamic = 'force-dynamic'

/** A configured custom page (spec §2.2) takes its slug before any sport. */
function customPage(slug: string) {
  return siteConfig().customPages.find((page) => page.slug === slug)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sport: key } = await params
  const page = customPage(key)
  if (page)
    return pageMetadata(locale, `/${key}`, {
      title: customPageText(page.title, locale),
      index: page.index,
    })
  const sport = await getSport(locale, key)
  return sport ? pageMetadata(locale, `/${key}`, { title: sport.name }) : {}
}

/** Sport (spec §2.5 "/[sport]"): its countries and leagues, and its next matches. */
export default async function SportPage({ params }: Props) {
  const { locale, sport: key } = await params
  const page = customPage(key)
  if (page)
    return (
      <StaticPage
        locale={locale}
        title={customPageText(page.title, locale)}
        body={customPageText(page.body, locale)}
      />
    )
  const sport = await getSport(locale, key)
  if (!sport) notFound()
  const t = translator(locale)
  const [categories, leagues, matches] = await Promise.all([
    getCategories(locale, { sport_key: key, limit: 500 }),
    getLeagues(locale, { sport_key: key, limit: 500 }),
    getMatches(locale, { sport_key: key, match_status: [...OPEN_FOR_BETS_STATUSES], limit: 20 }),
  ])
  const href = (slug: string) => sportsHref(locale, `/${key}/${slug}`)
  return (
    <>
      <h1>{sport.name}</h1>
      <section aria-labelledby="matches">
        <h2 id="matches">{t('page.sport.matches')}</h2>
        <MatchList
          matches={matches}
          hrefOf={(match) => href(match.slug)}
          liveLabel={t('nav.live')}
          emptyText={t('page.sport.noMatches')}
        />
      </section>
      <section aria-labelledby="leagues">
        <h2 id="leagues">{t('page.sport.leagues')}</h2>
        <LeaguesByCountry categories={categories} leagues={leagues} hrefOf={href} />
      </section>
      <section aria-labelledby="categories">
        <h2 id="categories">{t('page.sport.categories')}</h2>
        <CountryList categories={categories} hrefOf={href} />
      </section>
    </>
  )
}
