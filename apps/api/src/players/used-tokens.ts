import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/**
 * Marks a token used until it expires; false when it was used already (a replay). The token is
 * kept only as its SHA-256. Tokens past their expiry are forgotten on the way: a token that
 * has expired is refused by its own check anyway.
 */
export async function useTokenOnce(
  db: Kysely<Database>,
  token: string,
  expiresAt: Date,
  now = new Date(),
): Promise<boolean> {
  await db.deleteFrom('used_tokens').where('expires_at', '<=', now.toISOString()).execute()
  const id = createHash('sha256').update(token).digest('hex')
  const inserted = await db
    .insertInto('used_tokens')
    .values({ id, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1
}
