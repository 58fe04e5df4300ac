import type { Migration } from 'kysely'

/**
 * Every migration, keyed by a name that sorts in the order they run (`0001_catalogue`, …).
 * The same migrations serve SQLite and PostgreSQL. Tables arrive with the issues that need
 * them (catalogue: issue 4); until then the migrator only records its own bookkeeping tables.
 */
export const migrations: Record<string, Migration> = {}
