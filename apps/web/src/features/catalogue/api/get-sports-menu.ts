import 'server-only'
import { serverApiClient } from '@/lib/api-client'

export type SportsMenuItem = {
  readonly key: string
  readonly name: string
  readonly events: number
}

/** Sports with their prematch and live event counts, in priority order. */
export async function getSportsMenu(locale: string): Promise<SportsMenuItem[]> {
  const api = serverApiClient(locale)
  const [sports, counters] = await Promise.all([api.sports({ limit: 500 }), api.counters()])
  return sports.data.map((sport) => ({
    key: sport.key,
    name: sport.name,
    events: counters.sports[sport.id] ?? 0,
  }))
}
