import 'server-only'
import type { Category, Match, Sport, Tournament } from '@sportsbook/contracts'
import { serverRequest } from '@/lib/api-client'
import {
  categories as readCategories,
  matches as readMatches,
  sports as readSports,
  tournaments as readLeagues,
} from '@sportsbook/contracts/calls'

/** The sport a `/[sport]` segment names, by its key; undefined when there is none. */
export async function getSport(locale: string, key: string): Promise<Sport | undefined> {
  const sports = await readSports(serverRequest(locale), { limit: 500 })
  return sports.data.find((sport) => sport.key === key)
}

export type SportPathTarget =
  | { readonly kind: 'category'; readonly category: Category }
  | { readonly kind: 'league'; readonly league: Tournament }
  | { readonly kind: 'match'; readonly match: Match }

/**
 * What `/[sport]/[slug]` shows (spec §2.2: category, league or match by slug). The three
 * lookups run together; a category wins over a league over a match if slugs ever collide.
 */
export async function resolveSportPath(
  locale: string,
  sportKey: string,
  slug: string,
): Promise<SportPathTarget | undefined> {
  const request = serverRequest(locale)
  const query = { sport_key: sportKey, slug, limit: 1 }
  const [categories, leagues, matches] = await Promise.all([
    readCategories(request, query),
    readLeagues(request, query),
    readMatches(request, query),
  ])
  const category = categories.data[0]
  if (category) return { kind: 'category', category }
  const league = leagues.data[0]
  if (league) return { kind: 'league', league }
  const match = matches.data[0]
  if (match) return { kind: 'match', match }
  return undefined
}
