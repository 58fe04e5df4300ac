import type { Kysely, Migration } from 'kysely'

/** Players' predictions (spec §3.9, GET/POST /vote): one pick per player and prediction. */
export const predictionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('predictions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('player_id', 'text', (c) => c.notNull().references('players.id'))
      .addColumn('prediction_id', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('predictions_player_prediction', ['player_id', 'prediction_id'])
      .execute()
    await db.schema
      .createIndex('predictions_by_prediction')
      .on('predictions')
      .columns(['prediction_id', 'data'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('predictions').execute()
  },
}
