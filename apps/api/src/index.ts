// The api's public entry, for what runs it in-process besides server.ts: the benchmarks.
export { buildApp, type ApiInstance, type BuildAppOptions } from './app'
export { migrateToLatest, openPostgres, openSqlite } from './db/database'
export type { Database } from './db/schema'
export { insertCatalogue } from './catalogue/seed'
export { applyFeedEvents } from './feed/apply-feed-events'
export { startUofIntake } from './feed/uof-intake'
