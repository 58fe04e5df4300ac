import type { Transaction } from 'kysely'
import type { Database } from './schema'

/**
 * Takes the player row's lock until the transaction ends (a no-op write: SQLite has no FOR
 * UPDATE): changes of one player's state that read before they write — their limits, which
 * freebet is active — then run one after the other, even on different rows.
 */
export async function lockPlayer(trx: Transaction<Database>, playerId: string): Promise<void> {
  await trx
    .updateTable('players')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', playerId)
    .execute()
}
