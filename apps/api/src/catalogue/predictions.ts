import {
  API_ERROR_CODES,
  PREDICTION_PICKS,
  type PredictionPick,
  type VoteAnswer,
} from '@sportsbook/contracts'
import { EVENT_STATUS } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import { newId } from '../db/ids'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'

/**
 * A match's winner prediction (GET /vote): everyone's picks counted, the player's own, and
 * whether picks are still taken (until the match starts). An unknown match is refused.
 */
export async function predictionOf(
  db: Kysely<Database>,
  predictionId: string,
  playerId: string | undefined,
  now = new Date(),
): Promise<VoteAnswer> {
  const open = await picksOpen(db, predictionId, now)
  const [counts, own] = await Promise.all([
    db
      .selectFrom('predictions')
      .select(['data', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('prediction_id', '=', predictionId)
      .groupBy('data')
      .execute(),
    playerId
      ? db
          .selectFrom('predictions')
          .select(['id', 'prediction_id', 'data', 'created_at'])
          .where('prediction_id', '=', predictionId)
          .where('player_id', '=', playerId)
          .executeTakeFirst()
      : undefined,
  ])
  const votes = Object.fromEntries(PREDICTION_PICKS.map((pick) => [pick, 0])) as Record<
    PredictionPick,
    number
  >
  for (const row of counts) votes[row.data] = Number(row.n)
  return {
    prediction: own ?? null,
    votes,
    open,
  }
}

/** Picks are taken while the match is pre-match and has not started; an unknown match is refused. */
async function picksOpen(db: Kysely<Database>, matchId: string, now: Date): Promise<boolean> {
  const match = await db
    .selectFrom('matches')
    .select(['status', 'start_time'])
    .where('id', '=', matchId)
    .executeTakeFirst()
  if (!match) throw new Refused(API_ERROR_CODES.notFound, `Match ${matchId} not found`)
  return match.status === EVENT_STATUS.prematch && new Date(match.start_time) > now
}

/** The player picks (or changes their pick) before the match starts (POST /vote). */
export async function predict(
  db: Kysely<Database>,
  playerId: string,
  predictionId: string,
  pick: PredictionPick,
  now = new Date(),
): Promise<VoteAnswer> {
  if (!(await picksOpen(db, predictionId, now)))
    throw new Refused(API_ERROR_CODES.predictionClosed, 'Predictions close when the match starts')
  const change = { data: pick, created_at: now.toISOString() }
  await db
    .insertInto('predictions')
    .values({ id: newId(), player_id: playerId, prediction_id: predictionId, ...change })
    .onConflict((oc) => oc.columns(['player_id', 'prediction_id']).doUpdateSet(change))
    .execute()
  return predictionOf(db, predictionId, playerId, now)
}
