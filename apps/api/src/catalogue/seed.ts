import { crestPath } from './crests'
import { generateCatalogue, type Catalogue, type Names } from '@sportsbook/feed'
import type { Insertable, Kysely, Transaction } from 'kysely'
import type { Database, NameEntity, NamesTable } from '../db/schema'

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 400

async function insertChunked<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute()
  }
}

function nameRows(entity: NameEntity, id: string, names: Names): Insertable<NamesTable>[] {
  return Object.entries(names).map(([locale, name]) => ({ entity, entity_id: id, locale, name }))
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0)

/** Writes a generated catalogue in one transaction: all of it or nothing. */
export async function insertCatalogue(db: Kysely<Database>, catalogue: Catalogue): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertChunked(
      trx,
      'sports',
      catalogue.sports.map(({ names: _n, urnId, ...s }) => ({ ...s, urn_id: urnId })),
    )
    await insertChunked(
      trx,
      'categories',
      catalogue.categories.map((c) => ({
        id: c.id,
        sport_id: c.sportId,
        slug: c.slug,
        country_code: c.countryCode,
        priority: c.priority,
      })),
    )
    await insertChunked(
      trx,
      'tournaments',
      catalogue.tournaments.map((t) => ({
        id: t.id,
        urn_id: t.urnId,
        sport_id: t.sportId,
        category_id: t.categoryId,
        slug: t.slug,
        kind: t.kind,
        priority: t.priority,
        provider: t.provider,
      })),
    )
    await insertChunked(
      trx,
      'tournament_priorities',
      catalogue.tournaments.flatMap((t) =>
        Object.entries(t.priorityByLocale).map(([locale, priority]) => ({
          tournament_id: t.id,
          locale,
          priority,
        })),
      ),
    )
    await insertChunked(
      trx,
      'competitors',
      catalogue.competitors.map((c) => ({
        id: c.id,
        sport_id: c.sportId,
        abbreviation: c.abbreviation,
        logo: c.isPlayer ? null : crestPath(c.id),
      })),
    )
    await insertChunked(
      trx,
      'matches',
      catalogue.matches.map((m) => ({
        id: m.id,
        urn_id: m.urnId,
        slug: m.slug,
        type: m.type,
        sport_id: m.sportId,
        category_id: m.categoryId,
        tournament_id: m.tournamentId,
        home_id: m.homeId,
        away_id: m.awayId,
        stadium: m.stadium,
        city: m.city,
        status: m.status,
        start_time: m.startTime,
        end_date: m.endDate,
        statistics: m.statistics ? JSON.stringify(m.statistics) : null,
        has_video: flag(m.hasVideo),
        provider: m.provider,
        is_provider_stats_available: flag(m.provider === 'betradar'),
        bets_count: m.betsCount,
      })),
    )
    await insertChunked(
      trx,
      'markets',
      catalogue.markets.map((m) => ({
        match_id: m.matchId,
        market_id: m.marketId,
        specifier: m.specifier,
        status: m.status,
        priority: m.priority,
        most_balanced: flag(m.mostBalanced),
        next_bet_stop: null,
        provider: m.provider,
        market_groups: JSON.stringify(m.groups),
      })),
    )
    await insertChunked(
      trx,
      'outcomes',
      catalogue.markets.flatMap((m) =>
        m.outcomes.map((o, position) => ({
          match_id: m.matchId,
          market_id: m.marketId,
          specifier: m.specifier,
          outcome_id: o.id,
          position,
          active: flag(o.active),
          odds: o.oddsMillis,
        })),
      ),
    )
    await insertChunked(trx, 'names', [
      ...catalogue.sports.flatMap((s) => nameRows('sport', s.id, s.names)),
      ...catalogue.categories.flatMap((c) => nameRows('category', c.id, c.names)),
      ...catalogue.tournaments.flatMap((t) => nameRows('tournament', t.id, t.names)),
      ...catalogue.competitors.flatMap((c) => nameRows('competitor', c.id, c.names)),
      ...catalogue.matches.flatMap((m) => (m.names ? nameRows('match', m.id, m.names) : [])),
      ...catalogue.marketTypes.flatMap((t) => [
        ...nameRows('market_type', t.marketId, t.names),
        ...Object.entries(t.outcomeNames).flatMap(([outcomeId, names]) =>
          nameRows('outcome_type', `${t.marketId}:${outcomeId}`, names),
        ),
      ]),
    ])
  })
}

/** Seeds the catalogue once: an empty database gets the catalogue of `seed` generated for `now`. */
export async function ensureCatalogue(
  db: Kysely<Database>,
  options: { seed: number; now: string },
): Promise<boolean> {
  const existing = await db.selectFrom('sports').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  await insertCatalogue(db, generateCatalogue(options))
  return true
}
