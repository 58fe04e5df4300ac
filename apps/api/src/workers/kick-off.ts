import { SPORT_DEFINITIONS, kickOffStatistics } from '@sportsbook/feed'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * Puts every prematch match whose start time has passed in play (status 1, kick-off
 * statistics) and returns how many. The simulated feed of issue 5 takes over the live clock,
 * scores and results; this keeps the catalogue's "matches going live over time" until then.
 */
export async function kickOffDueMatches(db: Kysely<Database>, nowIso: string): Promise<number> {
  const due = await db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['m.id', 's.key'])
    .where('m.type', '=', 'match')
    .where('m.status', '=', 0)
    .where('m.start_time', '<=', nowIso)
    .execute()
  for (const { id, key } of due) {
    const model = SPORT_DEFINITIONS.find((sport) => sport.key === key)?.model ?? 'football'
    await db
      .updateTable('matches')
      .set({ status: 1, statistics: JSON.stringify(kickOffStatistics(model)) })
      .where('id', '=', id)
      .where('status', '=', 0)
      .execute()
  }
  return due.length
}

/** Runs the kick-off every `intervalMs`; a change empties the response cache. Returns a stop function. */
export function startKickOffWorker(
  db: Kysely<Database>,
  {
    intervalMs,
    onKickOff,
    onError,
  }: { intervalMs: number; onKickOff: (count: number) => void; onError: (error: unknown) => void },
): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    kickOffDueMatches(db, new Date().toISOString())
      .then((count) => {
        if (count > 0) onKickOff(count)
      }, onError)
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref()
  return () => {
    clearInterval(timer)
  }
}
