import { sql, type Kysely, type Migration } from 'kysely'

/** The name the database refuses a shard past its allowance with (see `beyondAllowance`). */
export const SHARD_WITHIN_ALLOWANCE = 'jackpot_shard_within_allowance'

/**
 * A jackpot level's pool in shards (decision 162): a placement adds its shares to one shard of
 * each level, whose row only it then locks, up to the shard's allowance — the database refuses
 * more. The allowances together keep the pool below its hidden drop point. A level's pool is
 * `jackpot_levels.pool` plus what its shards added; `syncJackpots` opens the shards.
 */
export const jackpotPoolShardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jackpot_pool_shards')
      .addColumn('level_id', 'text', (c) => c.notNull().references('jackpot_levels.id'))
      .addColumn('shard', 'integer', (c) => c.notNull())
      .addColumn('added', 'bigint', (c) => c.notNull())
      .addColumn('allowance', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('jackpot_pool_shards_pk', ['level_id', 'shard'])
      .addCheckConstraint(SHARD_WITHIN_ALLOWANCE, sql`added <= allowance`)
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jackpot_pool_shards').execute()
  },
}
