/**
 * Kysely's view of the database: one property per table. Tables arrive with their
 * migrations (see `migrations/index.ts`); the catalogue tables come with issue 4.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- grows with the first migration
export interface Database {}
