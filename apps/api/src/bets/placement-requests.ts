import { createHash } from 'node:crypto'
import type { PlaceBetsBody, PlacedBetResponse } from '@sportsbook/contracts'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'

/**
 * Idempotent placement (spec §7.3 Idempotency-Key): a request's key and body hash are claimed in
 * the placement's own transaction and its answer stored there, so a repeat — or a concurrent
 * twin — gets the first answer and creates nothing; the same key with another body is refused.
 */
export class IdempotencyKeyReused extends Error {
  constructor() {
    super('This Idempotency-Key was used for another request')
  }
}

export function bodyHash(body: PlaceBetsBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

/** The stored answer to this key, if any (IdempotencyKeyReused when the body differs). */
export async function storedAnswer(
  db: Kysely<Database> | Transaction<Database>,
  playerId: string,
  key: string,
  hash: string,
): Promise<PlacedBetResponse[] | undefined> {
  const row = await db
    .selectFrom('placement_requests')
    .select(['body_hash', 'response'])
    .where('player_id', '=', playerId)
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row) return undefined
  if (row.body_hash !== hash) throw new IdempotencyKeyReused()
  return JSON.parse(row.response) as PlacedBetResponse[]
}

/**
 * Claims the key inside the placement's transaction; when a concurrent twin committed first,
 * its answer is the answer.
 */
export async function claimRequest(
  trx: Transaction<Database>,
  request: { playerId: string; key: string; hash: string; now: Date },
): Promise<PlacedBetResponse[] | undefined> {
  const claimed = await trx
    .insertInto('placement_requests')
    .values({
      player_id: request.playerId,
      key: request.key,
      body_hash: request.hash,
      response: '[]',
      created_at: request.now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['player_id', 'key']).doNothing())
    .executeTakeFirst()
  if (claimed.numInsertedOrUpdatedRows !== 0n) return undefined
  return storedAnswer(trx, request.playerId, request.key, request.hash)
}

/** Stores the answer under the claimed key, in the same transaction. */
export async function saveAnswer(
  trx: Transaction<Database>,
  playerId: string,
  key: string,
  placed: readonly PlacedBetResponse[],
): Promise<void> {
  await trx
    .updateTable('placement_requests')
    .set({ response: JSON.stringify(placed) })
    .where('player_id', '=', playerId)
    .where('key', '=', key)
    .execute()
}
