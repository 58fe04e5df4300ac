import 'server-only'
import type { Category, Counters, Tournament } from '@sportsbook/contracts'
import { EVENT_STATUS } from '@sportsbook/domain'
import { serverRequest } from '@/lib/api-client'
import { categories, counters, sports, tournaments } from '@sportsbook/contracts/calls'

/** A sport's countries and regions (spec §7.2 GET /categories). */
export async function getCategories(
  locale: string,
  query: Parameters<typeof categories>[1],
): Promise<Category[]> {
  return (await categories(serverRequest(locale), query)).data
}

/** Leagues of a sport or a country (spec §7.2 GET /tournaments). */
export async function getLeagues(
  locale: string,
  query: Parameters<typeof tournaments>[1],
): Promise<Tournament[]> {
  return (await tournaments(serverRequest(locale), query)).data
}

/** How many matches are live now, for the home page's counter (spec §7.2 POST /counters). */
export async function getLiveCount(locale: string): Promise<number> {
  return (await counters(serverRequest(locale), { status: [EVENT_STATUS.live] })).live
}

/** Sports, for a listing's sport chips (spec §7.2 GET /sports). */
export async function getSports(locale: string, query: Parameters<typeof sports>[1]) {
  return (await sports(serverRequest(locale), query)).data
}

/** Match counts per sport, category and league (spec §7.2 POST /counters). */
export async function getCounters(
  locale: string,
  body: Parameters<typeof counters>[1],
): Promise<Counters> {
  return counters(serverRequest(locale), body)
}
