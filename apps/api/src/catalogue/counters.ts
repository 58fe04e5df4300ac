import { EVENT_STATUS, OPEN_FOR_BETS_STATUSES, type EventStatus } from '@sportsbook/domain'
import type { Counters } from '@sportsbook/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export type CountersFilter = {
  ids?: string[] | undefined
  status?: EventStatus[] | undefined
  type?: string | undefined
}

/**
 * Event counts for menus (spec §7.2 POST /counters): live matches, and matches per sport,
 * category and tournament for the given statuses (default prematch and live), optionally
 * only for some sport ids or one sport type.
 */
export async function countMatches(
  db: Kysely<Database>,
  filter: CountersFilter,
): Promise<Counters> {
  const statuses: readonly EventStatus[] =
    filter.status && filter.status.length > 0 ? filter.status : OPEN_FOR_BETS_STATUSES
  const rows = await db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select([
      'm.sport_id',
      'm.category_id',
      'm.tournament_id',
      'm.status',
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('m.status', 'in', [...new Set([...statuses, EVENT_STATUS.live])])
    .$if(filter.ids !== undefined && filter.ids.length > 0, (q) =>
      q.where('m.sport_id', 'in', filter.ids ?? []),
    )
    .$if(filter.type !== undefined, (q) => q.where('s.type', '=', filter.type ?? ''))
    .groupBy(['m.sport_id', 'm.category_id', 'm.tournament_id', 'm.status'])
    .execute()
  const counters: Counters = { live: 0, sports: {}, categories: {}, tournaments: {} }
  const add = (record: Record<string, number>, key: string, count: number) => {
    record[key] = (record[key] ?? 0) + count
  }
  for (const row of rows) {
    const count = row.count
    if (row.status === EVENT_STATUS.live) counters.live += count
    if (!statuses.includes(row.status)) continue
    add(counters.sports, row.sport_id, count)
    add(counters.categories, row.category_id, count)
    add(counters.tournaments, row.tournament_id, count)
  }
  return counters
}
