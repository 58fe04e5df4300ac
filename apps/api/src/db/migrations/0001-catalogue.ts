import type { Kysely, Migration } from 'kysely'

// Portable types only (text, integer), so one migration serves SQLite and PostgreSQL:
// booleans are 0/1 integers, times are ISO 8601 UTC text (ordered as text), JSON is text,
// odds are integers of 1/1000.
export const catalogueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('urn_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sport_id', 'text', (c) => c.notNull().references('sports.id'))
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('country_code', 'text')
      .addColumn('priority', 'integer', (c) => c.notNull())
      .addUniqueConstraint('categories_sport_slug', ['sport_id', 'slug'])
      .execute()

    await db.schema
      .createTable('tournaments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('urn_id', 'text', (c) => c.notNull())
      .addColumn('sport_id', 'text', (c) => c.notNull().references('sports.id'))
      .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addUniqueConstraint('tournaments_sport_slug', ['sport_id', 'slug'])
      .execute()
    await db.schema
      .createIndex('tournaments_category')
      .on('tournaments')
      .column('category_id')
      .execute()

    await db.schema
      .createTable('tournament_priorities')
      .addColumn('tournament_id', 'text', (c) => c.notNull().references('tournaments.id'))
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('tournament_priorities_pk', ['tournament_id', 'locale'])
      .execute()

    await db.schema
      .createTable('competitors')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sport_id', 'text', (c) => c.notNull().references('sports.id'))
      .addColumn('abbreviation', 'text', (c) => c.notNull())
      .addColumn('logo', 'text')
      .execute()

    await db.schema
      .createTable('matches')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('urn_id', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('sport_id', 'text', (c) => c.notNull().references('sports.id'))
      .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
      .addColumn('tournament_id', 'text', (c) => c.notNull().references('tournaments.id'))
      .addColumn('home_id', 'text', (c) => c.references('competitors.id'))
      .addColumn('away_id', 'text', (c) => c.references('competitors.id'))
      .addColumn('stadium', 'text')
      .addColumn('city', 'text')
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text')
      .addColumn('statistics', 'text')
      .addColumn('has_video', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('is_provider_stats_available', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bets_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createIndex('matches_status_start')
      .on('matches')
      .columns(['status', 'start_time'])
      .execute()
    await db.schema
      .createIndex('matches_tournament')
      .on('matches')
      .columns(['tournament_id', 'start_time'])
      .execute()
    await db.schema
      .createIndex('matches_sport_start')
      .on('matches')
      .columns(['sport_id', 'start_time'])
      .execute()
    await db.schema.createIndex('matches_category').on('matches').column('category_id').execute()

    await db.schema
      .createTable('markets')
      .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
      .addColumn('market_id', 'text', (c) => c.notNull())
      .addColumn('specifier', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull())
      .addColumn('most_balanced', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_bet_stop', 'text')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('market_groups', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('markets_pk', ['match_id', 'market_id', 'specifier'])
      .execute()

    await db.schema
      .createTable('outcomes')
      .addColumn('match_id', 'text', (c) => c.notNull())
      .addColumn('market_id', 'text', (c) => c.notNull())
      .addColumn('specifier', 'text', (c) => c.notNull())
      .addColumn('outcome_id', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('odds', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('outcomes_pk', ['match_id', 'market_id', 'specifier', 'outcome_id'])
      .addForeignKeyConstraint(
        'outcomes_market',
        ['match_id', 'market_id', 'specifier'],
        'markets',
        ['match_id', 'market_id', 'specifier'],
      )
      .execute()

    // Per-locale names of sports, categories, tournaments, competitors, outrights, and the
    // name templates of market and outcome types ("Total {total}").
    await db.schema
      .createTable('names')
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('names_pk', ['entity', 'entity_id', 'locale'])
      .execute()
    await db.schema.createIndex('names_search').on('names').columns(['entity', 'locale']).execute()
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'names',
      'outcomes',
      'markets',
      'matches',
      'competitors',
      'tournament_priorities',
      'tournaments',
      'categories',
      'sports',
    ]) {
      await db.schema.dropTable(table).execute()
    }
  },
}
