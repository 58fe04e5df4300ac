import { createHash } from 'node:crypto'
import type { PlaceBetsBody, PlacedBetResponse } from '@sportsbook/contracts'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { prepared } from '../db/prepared'
import type { OneConnection } from '../db/sent-ahead'

/**
 * Idempotent placement (spec §7.3 Idempotency-Key): a request's answer is stored under its key
 * and body hash in the placement's own transaction, so a repeat — or a concurrent twin — gets
 * the first answer and creates nothing; the same key with another body is refused. The web
 * sends a key with every placement: reading the stored answer and storing one cost no round
 * trip of their own on PostgreSQL (decision 166).
 */
export class IdempotencyKeyReused extends Error {
  constructor() {
    super('This Idempotency-Key was used for another request')
  }
}

export type Idempotency = { readonly key: string; readonly hash: string }

export function bodyHash(body: PlaceBetsBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

type Stored = { body_hash: string; response: string }

const storedRequest = prepared<{ player: string; key: string }, Stored>((db, param) =>
  db
    .selectFrom('placement_requests')
    .select(['body_hash', 'response'])
    .where('player_id', '=', param('player'))
    .where('key', '=', param('key')),
)

/** The answer a stored request gives a repeat (IdempotencyKeyReused when the body differs). */
function answerOf(stored: Stored | undefined, hash: string): PlacedBetResponse[] | undefined {
  if (!stored) return undefined
  if (stored.body_hash !== hash) throw new IdempotencyKeyReused()
  return JSON.parse(stored.response) as PlacedBetResponse[]
}

/**
 * Sends the read of a key's stored answer ahead of the connection's next statement; answers a
 * function that gives the answer, if any, once that statement is back.
 */
export async function storedAnswerAhead(
  connection: OneConnection,
  playerId: string,
  { key, hash }: Idempotency,
): Promise<() => Promise<PlacedBetResponse[] | undefined>> {
  const rows = await storedRequest.sendAhead(connection, { player: playerId, key })
  return async () => answerOf((await rows())[0], hash)
}

const store = prepared<
  { player: string; key: string; hash: string; response: string; at: string },
  never
>((db, param) =>
  db.insertInto('placement_requests').values({
    player_id: param('player'),
    key: param('key'),
    body_hash: param('hash'),
    response: param('response'),
    created_at: param('at'),
  }),
)

/**
 * Stores the answer under the key, in the placement's transaction (sent ahead, with its COMMIT
 * most often). A concurrent twin that stored it first makes this write fail, and with it the
 * whole transaction — its stake and bets: see `storedByTwin`.
 */
export async function storeAnswer(
  trx: Transaction<Database>,
  playerId: string,
  { key, hash }: Idempotency,
  placed: readonly PlacedBetResponse[],
  now: Date,
): Promise<void> {
  await store.sendAhead(trx, {
    player: playerId,
    key,
    hash,
    response: JSON.stringify(placed),
    at: now.toISOString(),
  })
}

/** Whether a placement failed because a twin with its key stored its answer first. */
export function storedByTwin(error: unknown): boolean {
  return (
    error instanceof Error &&
    // PostgreSQL names the key; SQLite its columns.
    (error.message.includes('"placement_requests_pk"') ||
      error.message.includes('UNIQUE constraint failed: placement_requests.'))
  )
}

/** The answer a twin stored under the key, read after it committed. */
export async function twinAnswer(
  db: Kysely<Database>,
  playerId: string,
  { key, hash }: Idempotency,
): Promise<PlacedBetResponse[] | undefined> {
  return answerOf(await storedRequest.first(db, { player: playerId, key }), hash)
}
