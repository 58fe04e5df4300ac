import {
  API_ERROR_CODES,
  MAX_PAGE_SIZE,
  type FavouriteType,
  type Match,
  type MatchesQuery,
  type Tournament,
} from '@sportsbook/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'
import type { MatchSummaries } from './match-summaries'
import { listMatches } from './matches'
import { listTournaments } from './sports'

/** A player keeps at most this many favourites of each type (one page of the list). */
export const MAX_FAVOURITES = MAX_PAGE_SIZE

async function favouriteIds(db: Kysely<Database>, playerId: string, type: FavouriteType) {
  const rows = await db
    .selectFrom('favourites')
    .select('entity_id')
    .where('player_id', '=', playerId)
    .where('type', '=', type)
    .execute()
  return rows.map((row) => row.entity_id)
}

/** The player's favourite leagues, by priority. */
export async function favouriteTournaments(
  db: Kysely<Database>,
  playerId: string,
  locale: string,
): Promise<Tournament[]> {
  const ids = await favouriteIds(db, playerId, 'tournaments')
  if (ids.length === 0) return []
  return (await listTournaments(db, { ids, page: 1, limit: MAX_FAVOURITES }, locale)).data
}

/** The player's favourite matches by start time, filtered like GET /matches. */
export async function favouriteMatches(
  db: Kysely<Database>,
  summaries: MatchSummaries,
  playerId: string,
  query: Omit<MatchesQuery, 'id' | 'page' | 'limit'>,
  locale: string,
): Promise<Match[]> {
  const ids = await favouriteIds(db, playerId, 'matches')
  if (ids.length === 0) return []
  return (
    await listMatches(db, summaries, { ...query, id: ids, page: 1, limit: MAX_FAVOURITES }, locale)
  ).data
}

/**
 * Marks a match or league as a favourite; idempotent. Refused when it does not exist (a
 * favourite always names a real entity) or when the player has MAX_FAVOURITES of that type.
 */
export async function addFavourite(
  db: Kysely<Database>,
  playerId: string,
  type: FavouriteType,
  id: string,
): Promise<void> {
  const table = type === 'matches' ? 'matches' : 'tournaments'
  const found = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()
  if (!found) throw new Refused(API_ERROR_CODES.notFound, `${type} ${id} not found`)
  if ((await favouriteIds(db, playerId, type)).length >= MAX_FAVOURITES)
    throw new Refused(API_ERROR_CODES.favouritesFull, `At most ${MAX_FAVOURITES} favourite ${type}`)
  await db
    .insertInto('favourites')
    .values({ player_id: playerId, type, entity_id: id, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['player_id', 'type', 'entity_id']).doNothing())
    .execute()
}

/** Unmarks a favourite; idempotent. */
export async function removeFavourite(
  db: Kysely<Database>,
  playerId: string,
  type: FavouriteType,
  id: string,
): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('player_id', '=', playerId)
    .where('type', '=', type)
    .where('entity_id', '=', id)
    .execute()
}
