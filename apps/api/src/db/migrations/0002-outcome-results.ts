import type { Kysely, Migration } from 'kysely'

/** The feed's result of each outcome (win, lose, void, halfWin, halfLose), for settlement. */
export const outcomeResultsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outcomes').addColumn('result', 'text').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('outcomes').dropColumn('result').execute()
  },
}
