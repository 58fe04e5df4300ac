import type { Match, MatchesQuery } from '@sportsbook/contracts'
import { addDays, dayBounds, dayInZone, groupByDay, isLiveStatus } from '@sportsbook/domain'
import type { Metadata } from 'next'
import Link from 'next/link'
import type { MessageKey } from '@/components/static-route'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'
import { requestTimeZone } from '@/lib/request-time-zone'
import { sportsHref } from '@/lib/site-config'
import { getMatchesPage } from '../api/get-matches'
import { getCounters, getSports } from '../api/server-catalogue'
import {
  listingHref,
  listingQuery,
  parseListingParams,
  type ListingParams,
  type ListingSort,
  type SearchParams,
} from '../listing-params'
import { ListingFilters, type ListingFilter } from './listing-filters'
import styles from './listing.module.css'
import { MatchList } from '@/components/match-list'

/** What makes one listing page (live, e-sports, schedule, results). */
export type ListingConfig = {
  readonly path: string
  readonly title: MessageKey
  /** The page's own filters; the address's parameters narrow them. */
  readonly query: Partial<MatchesQuery>
  /** Start-time order: upcoming lists ascending, results descending. */
  readonly direction: 'asc' | 'desc'
  readonly defaultSort: ListingSort
  readonly filters: readonly ListingFilter[]
  /** The date filter's week: the coming days or the past ones. */
  readonly days?: 'upcoming' | 'past'
  /** Sections per sport with counters per sport above them (the live page). */
  readonly bySport?: boolean
}

/** The time of this request (the page renders per request: `dynamic = 'force-dynamic'`). */
const requestTime = () => Date.now()

/** The date filter's seven days, as days of the player's zone. */
function weekOf(locale: string, days: 'upcoming' | 'past', now: number, timeZone: string) {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  })
  const today = dayInZone(now, timeZone)
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(today, days === 'upcoming' ? i : -i)
    return { value: day, label: format.format(dayBounds(day, timeZone).from) }
  })
}

/** A day header: "Today · Monday 23 November", or the date alone beyond yesterday and tomorrow. */
function dayHeading(locale: string, day: string, now: number, timeZone: string): string {
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(dayBounds(day, timeZone).from)
  const offset =
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dayInZone(now, timeZone)}T00:00:00Z`)) /
    86_400_000
  if (Math.abs(offset) > 1) return date
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(offset, 'day')
  return `${relative.charAt(0).toLocaleUpperCase(locale)}${relative.slice(1)} · ${date}`
}

/** Matches of a page grouped by sport, keeping their order. */
function bySport(matches: readonly Match[]) {
  const groups = new Map<string, { sport: Match['sport']; matches: Match[] }>()
  for (const match of matches) {
    const group = groups.get(match.sport.id)
    if (group) group.matches.push(match)
    else groups.set(match.sport.id, { sport: match.sport, matches: [match] })
  }
  return [...groups.values()]
}

/** A listing of matches under a heading, with filters, sport counters and pages. */
async function ListingPage({
  locale,
  config,
  params,
}: {
  locale: string
  config: ListingConfig
  params: ListingParams
}) {
  const t = translator(locale)
  const now = requestTime()
  const timeZone = await requestTimeZone()
  const path = sportsHref(locale, config.path)
  const [page, sports, counters] = await Promise.all([
    getMatchesPage(
      locale,
      listingQuery(params, config.query, {
        direction: config.direction,
        defaultSort: config.defaultSort,
        now,
        timeZone,
      }),
    ),
    getSports(locale, {
      limit: 500,
      ...(config.query.sport_type ? { type: config.query.sport_type } : {}),
    }),
    config.bySport
      ? getCounters(locale, {
          ...(config.query.match_status ? { status: config.query.match_status } : {}),
          ...(config.query.sport_type ? { type: config.query.sport_type } : {}),
        })
      : undefined,
  ])
  const list = {
    live: config.query.match_status?.every(isLiveStatus) ?? false,
    liveLabel: t('nav.live'),
    emptyText: t('page.sport.noMatches'),
    hrefOf: (match: Match) => sportsHref(locale, `/${match.sport.key}/${match.slug}`),
  }
  const { pagination } = page
  const total = counters ? Object.values(counters.sports).reduce((sum, n) => sum + n, 0) : 0
  return (
    <>
      <h1>{t(config.title)}</h1>
      {counters && (
        <nav aria-label={t('listing.sports')}>
          <ul className={styles.chips}>
            <li>
              <Link
                className={styles.chip}
                href={listingHref(path, params, { sport: undefined, page: 1 })}
                aria-current={params.sport ? undefined : 'page'}
              >
                {t('listing.allSports')} <span className={styles.count}>{total}</span>
              </Link>
            </li>
            {sports
              .filter((sport) => (counters.sports[sport.id] ?? 0) > 0)
              .map((sport) => (
                <li key={sport.id}>
                  <Link
                    className={styles.chip}
                    href={listingHref(path, params, { sport: sport.key, page: 1 })}
                    aria-current={params.sport === sport.key ? 'page' : undefined}
                    data-sport={sport.key}
                  >
                    {sport.name} <span className={styles.count}>{counters.sports[sport.id]}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      )}
      {config.filters.length > 0 && (
        <ListingFilters
          action={path}
          params={params}
          filters={config.filters}
          sports={sports}
          days={config.days ? weekOf(locale, config.days, now, timeZone) : []}
        />
      )}
      {config.bySport && page.data.length > 0 ? (
        bySport(page.data).map((group) => (
          <section
            key={group.sport.id}
            className={styles.sportGroup}
            aria-labelledby={`sport-${group.sport.id}`}
            data-sport-group={group.sport.key}
          >
            <h2 id={`sport-${group.sport.id}`}>{group.sport.name}</h2>
            <MatchList matches={group.matches} {...list} />
          </section>
        ))
      ) : config.days &&
        page.data.length > 0 &&
        (params.sortBy ?? config.defaultSort) === 'time' ? (
        groupByDay(page.data, (match) => Date.parse(match.start_time), timeZone).map((group) => (
          <section
            key={group.day}
            className={styles.dayGroup}
            aria-labelledby={`day-${group.day}`}
            data-day={group.day}
          >
            <h2 id={`day-${group.day}`} className={styles.dayHeading} data-zoned="">
              {dayHeading(locale, group.day, now, timeZone)}
            </h2>
            <MatchList matches={group.items} {...list} />
          </section>
        ))
      ) : (
        <MatchList matches={page.data} {...list} />
      )}
      {pagination.last_page > 1 && (
        <nav className={styles.pager} aria-label={t('listing.pages')}>
          {pagination.page > 1 ? (
            <Link href={listingHref(path, params, { page: pagination.page - 1 })} rel="prev">
              {t('listing.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('listing.pageOf', { page: pagination.page, pages: pagination.last_page })}</span>
          {pagination.page < pagination.last_page ? (
            <Link href={listingHref(path, params, { page: pagination.page + 1 })} rel="next">
              {t('listing.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  )
}

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<SearchParams>
}

/**
 * The metadata and page of a listing route: `const route = listingRoute({ path: '/live', … })`.
 * A filtered address keeps the unfiltered page as its canonical one.
 */
export function listingRoute(config: ListingConfig) {
  return {
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { locale } = await params
      return pageMetadata(locale, config.path, { title: translator(locale)(config.title) })
    },
    Page: async ({ params, searchParams }: Props) => {
      const { locale } = await params
      return (
        <ListingPage
          locale={locale}
          config={config}
          params={parseListingParams(await searchParams)}
        />
      )
    },
  }
}
