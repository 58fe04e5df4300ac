import 'server-only'
import type { ApiClient, Category, Counters, Tournament } from '@sportsbook/contracts'
import { EVENT_STATUS } from '@sportsbook/domain'
import { serverApiClient } from '@/lib/api-client'

/** A sport's countries and regions (spec §7.2 GET /categories). */
export async function getCategories(
  locale: string,
  query: Parameters<ApiClient['categories']>[0],
): Promise<Category[]> {
  return (await serverApiClient(locale).categories(query)).data
}

/** Leagues of a sport or a country (spec §7.2 GET /tournaments). */
export async function getLeagues(
  locale: string,
  query: Parameters<ApiClient['tournaments']>[0],
): Promise<Tournament[]> {
  return (await serverApiClient(locale).tournaments(query)).data
}

/** How many matches are live now, for the home page's counter (spec §7.2 POST /counters). */
export async function getLiveCount(locale: string): Promise<number> {
  return (await serverApiClient(locale).counters({ status: [EVENT_STATUS.live] })).live
}

/** Sports, for a listing's sport chips (spec §7.2 GET /sports). */
export async function getSports(locale: string, query: Parameters<ApiClient['sports']>[0]) {
  return (await serverApiClient(locale).sports(query)).data
}

/** Match counts per sport, category and league (spec §7.2 POST /counters). */
export async function getCounters(
  locale: string,
  body: Parameters<ApiClient['counters']>[0],
): Promise<Counters> {
  return serverApiClient(locale).counters(body)
}
