import {
  API_ERROR_CODES,
  type PlayerProfile,
  type profileUpdateBodySchema,
} from '@sportsbook/contracts'
import {
  compPoints,
  currencyOf,
  displayName,
  missingProfileFields,
  statusGroupOf,
  subunitsPerUnit,
  type ProfileField,
} from '@sportsbook/domain'
import { sql, type Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'
import { openAccount } from '../ledger/ledger'
import type { Session } from './sessions'

/** What the operator asks of every player's profile. */
export type ProfilePolicy = {
  /** The current terms' version; a player who accepted another is asked again. */
  readonly termsVersion: string
  /** Fields a player must fill in before playing (spec §3.4 `auth_fields_missed`). */
  readonly requiredFields: readonly ProfileField[]
}

/** GET /platform/player: the profile of spec §3.4 with the session's CSRF token. */
export async function profileOf(
  db: Kysely<Database>,
  session: Session,
  { termsVersion, requiredFields }: ProfilePolicy,
): Promise<PlayerProfile> {
  const p = await db
    .selectFrom('players')
    .selectAll()
    .where('id', '=', session.playerId)
    .executeTakeFirstOrThrow()
  return {
    id: p.id,
    email: p.email,
    mobile_phone: p.mobile_phone,
    auth_phone_number: null,
    first_name: p.first_name,
    last_name: p.last_name,
    nickname: p.nickname,
    municipality: p.municipality,
    name: displayName(p),
    language: p.language,
    currency: p.currency,
    country: { code: p.country },
    auth_fields_missed: missingProfileFields(p, requiredFields),
    // Player groups are status ids (spec §6.5): the loyalty group the player's points reach.
    statuses: [statusGroupOf(await compPointsOf(db, p.id)).id],
    pve: p.pve === 1,
    terms_version: termsVersion,
    terms_accepted: p.terms_version === termsVersion,
    csrf_token: session.csrfToken,
  }
}

/** Points from what the player staked in their own currency (bet stakes in the ledger). */
export async function compPointsOf(db: Kysely<Database>, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('accounts as a', 'a.id', 'l.account_id')
    .innerJoin('players as p', 'p.id', 'a.player_id')
    .select(['p.currency', sql<number>`cast(coalesce(-sum(l.amount), 0) as bigint)`.as('staked')])
    .where('a.player_id', '=', playerId)
    .where('l.kind', '=', 'bet_stake')
    .whereRef('a.currency', '=', 'p.currency')
    .groupBy('p.currency')
    .executeTakeFirst()
  if (!row) return 0
  const currency = currencyOf(row.currency)
  return currency.ok ? compPoints(row.staked, subunitsPerUnit(currency.value)) : 0
}

/** The player fills in names or a phone their profile misses (spec §3.4). */
export async function updateProfile(
  db: Kysely<Database>,
  playerId: string,
  fields: z.output<typeof profileUpdateBodySchema>,
): Promise<void> {
  await db.updateTable('players').set(fields).where('id', '=', playerId).execute()
}

/**
 * The terms checker's answer: the player accepts the current terms (spec §2.3). Refused when the
 * version accepted is not the current one (the terms changed meanwhile).
 */
export async function acceptTerms(
  db: Kysely<Database>,
  playerId: string,
  version: string,
  currentVersion: string,
): Promise<void> {
  if (version !== currentVersion)
    throw new Refused(
      API_ERROR_CODES.termsChanged,
      `The terms changed: version ${currentVersion} is current`,
    )
  await db
    .updateTable('players')
    .set({ terms_version: currentVersion, terms_accepted_at: new Date().toISOString() })
    .where('id', '=', playerId)
    .execute()
}

/** The player's current currency, or undefined for an unknown player. */
export async function playerCurrency(
  db: Kysely<Database>,
  playerId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('players')
    .select('currency')
    .where('id', '=', playerId)
    .executeTakeFirst()
  return row?.currency
}

/**
 * The account currency switch (spec §4.17): the account in that currency becomes the player's
 * current one, opened first when the player has none. Answers whether it was opened.
 */
export async function switchCurrency(
  db: Kysely<Database>,
  playerId: string,
  currency: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Write first: on SQLite a transaction that reads, then writes, fails when another
    // writer committed in between (the ledger's debit takes its lock the same way).
    await trx.updateTable('players').set({ currency }).where('id', '=', playerId).execute()
    const exists = await trx
      .selectFrom('accounts')
      .select('id')
      .where('player_id', '=', playerId)
      .where('currency', '=', currency)
      .executeTakeFirst()
    if (!exists) await openAccount(trx, playerId, currency)
    return !exists
  })
}
