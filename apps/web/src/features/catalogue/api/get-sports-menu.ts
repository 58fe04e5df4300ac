import 'server-only'
import { serverRequest } from '@/lib/api-client'
import { counters as readCounters, sports as readSports } from '@sportsbook/contracts/calls'

export type SportsMenuItem = {
  readonly key: string
  readonly name: string
  readonly events: number
}

/** Sports with their prematch and live event counts, in priority order. */
export async function getSportsMenu(locale: string): Promise<SportsMenuItem[]> {
  const request = serverRequest(locale)
  const [sports, counters] = await Promise.all([
    readSports(request, { limit: 500 }),
    readCounters(request),
  ])
  return sports.data.map((sport) => ({
    key: sport.key,
    name: sport.name,
    events: counters.sports[sport.id] ?? 0,
  }))
}
