import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely'
import { SHARD_WITHIN_ALLOWANCE } from '../db/migrations/0026-jackpot-pool-shards'
import { prepared } from '../db/prepared'
import { sendAhead } from '../db/sent-ahead'
import type { Database } from '../db/schema'
import { total } from '../db/sums'

// A jackpot level's pool, in shards (decision 162). Placements that play one jackpot add their
// shares to a shard each, so they seldom wait for one another's row; what each shard may add
// (its allowance) is shared out of the room below the hidden drop point, so no share added
// this way can make the level drop. A share past its shard's allowance is refused by the
// database; that placement then sums the pool up, with the level's row and all its shards
// locked, and decides whether the level drops.

/** Shards per level: 50 placements at once on one jackpot seldom meet on a row. */
export const POOL_SHARDS = 16

/** A level's whole pool, in a query on `jackpot_levels` named `l`. */
export function wholePool(): RawBuilder<number> {
  return sql<number>`l.pool + (select ${total('added')} from jackpot_pool_shards s where s.level_id = l.id)`
}

/** Opens the level's shards it does not have yet, with nothing to add. */
export async function openShards(trx: Transaction<Database>, levelId: string): Promise<void> {
  await trx
    .insertInto('jackpot_pool_shards')
    .values(
      Array.from({ length: POOL_SHARDS }, (_, shard) => ({
        level_id: levelId,
        shard,
        added: 0,
        allowance: 0,
      })),
    )
    .onConflict((oc) => oc.columns(['level_id', 'shard']).doNothing())
    .execute()
}

const addToShard = prepared<{ id: string; shard: number; total: number }, never>((db, param) =>
  db
    .updateTable('jackpot_pool_shards')
    .set((eb) => ({ added: eb('added', '+', param('total')) }))
    .where('level_id', '=', param('id'))
    .where('shard', '=', param('shard')),
)

/**
 * Adds a placement's shares to one of the level's shards, picked at random, sent ahead with
 * what follows (its row is then locked only until the commit, which leaves with it). The
 * database refuses shares past the shard's allowance: see `beyondAllowance`.
 */
export async function addShares(
  trx: Transaction<Database>,
  levelId: string,
  subunits: number,
): Promise<void> {
  const shard = Math.floor(Math.random() * POOL_SHARDS)
  await addToShard.sendAhead(trx, { id: levelId, shard, total: subunits })
}

/** Whether a write failed because shares went past their shard's allowance. */
export function beyondAllowance(error: unknown): boolean {
  return error instanceof Error && error.message.includes(SHARD_WITHIN_ALLOWANCE)
}

/** Writes that change nothing, to lock the rows they answer until the commit. */
const lockLevel = prepared<{ id: string }, { pool: number; drop_point: number }>((db, param) =>
  db
    .updateTable('jackpot_levels')
    .set((eb) => ({ pool: eb.ref('pool') }))
    .where('id', '=', param('id'))
    .returning(['pool', 'drop_point']),
)
const lockShards = prepared<{ id: string }, { added: number }>((db, param) =>
  db
    .updateTable('jackpot_pool_shards')
    .set((eb) => ({ added: eb.ref('added') }))
    .where('level_id', '=', param('id'))
    .returning('added'),
)

/**
 * A level's whole pool and its drop point, with the level's row and then all its shards locked
 * until the commit: only one transaction at a time sums a level's pool up.
 */
export async function lockPool(
  trx: Transaction<Database>,
  levelId: string,
): Promise<{ pool: number; dropPoint: number }> {
  // One round trip: the level's lock is sent ahead of the shards'.
  const levelRows = await lockLevel.sendAhead(trx, { id: levelId })
  const shards = await lockShards.rows(trx, { id: levelId })
  const [level] = await levelRows()
  if (!level) throw new Error(`jackpot level ${levelId} was never opened`)
  const added = shards.reduce((sum, shard) => sum + shard.added, 0)
  return { pool: level.pool + added, dropPoint: level.drop_point }
}

/**
 * Writes a level's pool (below its drop point) and drop point, as summed up under `lockPool`:
 * its shards start again from nothing, each allowed an equal part of the room below the point.
 * Both writes are sent ahead: they leave with what follows (the COMMIT, most often), so the
 * locks taken by `lockPool` are not held for a round trip more.
 */
export async function setPool(
  trx: Transaction<Database>,
  levelId: string,
  pool: number,
  dropPoint: number,
): Promise<void> {
  const room = dropPoint - 1 - pool
  if (room < 0) throw new Error(`jackpot level ${levelId}: pool ${pool} at its point ${dropPoint}`)
  const each = Math.floor(room / POOL_SHARDS)
  const extra = room % POOL_SHARDS
  await sendAhead(
    trx,
    trx
      .updateTable('jackpot_levels')
      .set({ pool, drop_point: dropPoint })
      .where('id', '=', levelId),
  )
  await sendAhead(
    trx,
    trx
      .updateTable('jackpot_pool_shards')
      .set({
        added: 0,
        allowance: sql<number>`case when shard < ${sql.lit(extra)} then ${sql.lit(each + 1)} when shard < ${sql.lit(POOL_SHARDS)} then ${sql.lit(each)} else 0 end`,
      })
      .where('level_id', '=', levelId),
  )
}

/** The whole pools of the levels of some jackpots, by level id. */
export async function poolsOfJackpots(
  db: Kysely<Database>,
  jackpotIds: readonly string[],
): Promise<Map<string, number>> {
  const levels = await db
    .selectFrom('jackpot_levels as l')
    .select(['l.id', wholePool().as('pool')])
    .where('l.jackpot_id', 'in', jackpotIds)
    .execute()
  return new Map(levels.map((l) => [l.id, l.pool]))
}
