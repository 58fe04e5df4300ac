import { FINISHED_STATUSES } from '@sportsbook/domain'
import { matchStatisticsSchema } from '@sportsbook/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Finished meetings of the same two competitors, newest first, with their final scores. */
export async function headToHead(
  db: Kysely<Database>,
  homeId: string,
  awayId: string,
  beforeId: string,
) {
  const rows = await db
    .selectFrom('matches')
    .select(['id', 'start_time', 'home_id', 'statistics'])
    .where('id', '!=', beforeId)
    .where('status', 'in', FINISHED_STATUSES)
    .where((eb) =>
      eb.or([
        eb.and([eb('home_id', '=', homeId), eb('away_id', '=', awayId)]),
        eb.and([eb('home_id', '=', awayId), eb('away_id', '=', homeId)]),
      ]),
    )
    .orderBy('start_time', 'desc')
    .limit(10)
    .execute()
  return rows.flatMap((row) => {
    const stats =
      row.statistics === null ? null : matchStatisticsSchema.parse(JSON.parse(row.statistics))
    if (!stats?.total_score) return []
    const sameSides = row.home_id === homeId
    return [
      {
        id: row.id,
        start_time: row.start_time,
        home_score: sameSides ? stats.total_score.home : stats.total_score.away,
        away_score: sameSides ? stats.total_score.away : stats.total_score.home,
      },
    ]
  })
}
