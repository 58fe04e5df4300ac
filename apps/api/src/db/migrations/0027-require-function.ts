import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely'
import { REQUIRE_FUNCTION } from '../requirements'

/**
 * `sportsbook_require(condition, refusal)` on PostgreSQL (decision 168): the guards a placement
 * sends ahead with its COMMIT fail the transaction with it. SQLite registers the same function
 * on each connection it opens, so there is nothing to create there.
 */
export const requireFunctionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return
    await sql`
      create function ${sql.raw(REQUIRE_FUNCTION)}(holds boolean, refusal text) returns boolean
      language plpgsql volatile as $$
      begin
        if holds is not true then
          raise exception using message = refusal, errcode = 'P0001';
        end if;
        return true;
      end
      $$`.execute(db)
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return
    await sql`drop function ${sql.raw(REQUIRE_FUNCTION)}(boolean, text)`.execute(db)
  },
}
