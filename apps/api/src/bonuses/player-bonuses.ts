import {
  API_ERROR_CODES,
  BONUS_TYPE_PAGE_SIZE,
  bonusTypePlural,
  isFarmingBonusType,
  type Bonus,
  type BonusTypePlural,
  type bonusesOfTypeQuerySchema,
  type bonusesQuerySchema,
  type markAsSeenBodySchema,
} from '@sportsbook/contracts'
import { FREEBET_TYPES, isFreebetType, isUsableBonus, type BonusType } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import { lockPlayer } from '../db/row-locks'
import { writeTransaction } from '../db/write-transactions'
import { Refused } from '../errors/refused'
import { storedCampaign } from './campaign-file'
import type { Campaigns } from './campaigns'
import { markJackpotHitsSeen } from './jackpot-views'
import { bonusView, statusOf, type PlayerBonusRow } from './bonus-views'
import { issueBonus, playerForBonus, type IssuedBonus } from './issue'
import { lootboxSeed, openLootbox } from './lootboxes'
import { joinFarming } from './farming'
import { farmingDataOf } from './farming-views'
import { tournamentRows, tournamentState } from './tournament-pools'

type Page<T> = {
  data: T[]
  pagination: { total: number; page: number; limit: number; last_page: number }
}

function paged<T>(items: readonly T[], page: number, limit: number): Page<T> {
  return {
    data: items.slice((page - 1) * limit, page * limit),
    pagination: {
      total: items.length,
      page,
      limit,
      last_page: Math.max(1, Math.ceil(items.length / limit)),
    },
  }
}

const COLUMNS = [
  'b.id',
  'b.campaign_id',
  'b.type',
  'b.state',
  'b.seen',
  'b.issued_at',
  'b.valid_from',
  'b.expires_at',
  'b.activated_at',
  'b.currency',
  'b.amount',
  'b.balance',
  'b.uses_left',
  'b.draw_seed',
  'b.prize_index',
  'b.prize_bonus_id',
  'c.definition',
] as const

function bonusRows(db: Kysely<Database>, playerId: string) {
  return db
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_campaigns as c', 'c.id', 'b.campaign_id')
    .select(COLUMNS)
    .where('b.player_id', '=', playerId)
}

type Row = PlayerBonusRow & { readonly type: BonusType }

/** Bonuses as answered: a hunting's or tournament's with its standing and pool. */
async function viewsOf(
  db: Kysely<Database>,
  campaigns: Campaigns,
  rows: readonly Row[],
  locale: string,
  now: Date,
): Promise<Bonus[]> {
  const farmingIds = rows.filter((row) => isFarmingBonusType(row.type)).map((row) => row.id)
  const [data, tournaments] = await Promise.all([
    farmingDataOf(db, farmingIds),
    rows.some((row) => row.type === 'tournament') ? tournamentRows(db) : new Map(),
  ])
  const sources = { campaigns, tournaments }
  return rows.map((row) =>
    bonusView(row, storedCampaign(row.definition), locale, now, {
      sources,
      data: data.get(row.id),
    }),
  )
}

/** Every bonus of the player as answered, newest first (a player holds a few dozen at most). */
async function playerBonuses(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  locale: string,
  now: Date,
): Promise<(Bonus & { readonly seenRow: boolean })[]> {
  const rows = await bonusRows(db, playerId)
    .orderBy('b.issued_at', 'desc')
    .orderBy('b.id', 'desc')
    .execute()
  const views = await viewsOf(db, campaigns, rows, locale, now)
  return views.map((view, index) => ({ ...view, seenRow: rows[index]?.seen === 1 }))
}

const strip = ({ seenRow: _seen, ...bonus }: Bonus & { readonly seenRow: boolean }): Bonus => bonus

/** GET /bonuses: filtered by status, usability, unseen and type; at most limit_per_type each. */
export async function listBonuses(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  query: z.output<typeof bonusesQuerySchema>,
  locale: string,
  now = new Date(),
): Promise<Page<Bonus>> {
  const perType = new Map<BonusType, number>()
  const chosen = (await playerBonuses(db, campaigns, playerId, locale, now)).filter((bonus) => {
    if (query.status !== undefined && bonus.status !== query.status) return false
    if (query.available !== undefined && isUsableBonus(bonus.status) !== query.available)
      return false
    if (query.unseen !== undefined && bonus.seenRow === query.unseen) return false
    if (query.type !== undefined && bonus.type !== query.type) return false
    if (query.limit_per_type !== undefined) {
      const count = perType.get(bonus.type) ?? 0
      if (count >= query.limit_per_type) return false
      perType.set(bonus.type, count + 1)
    }
    return true
  })
  return paged(chosen.map(strip), query.page, query.limit)
}

const ofPlural = (type: BonusType, plural: BonusTypePlural): boolean =>
  bonusTypePlural(type) === plural

/** GET /bonuses/{typePlural}: one family (comboboosts, or the four freebets). */
export async function listBonusesOfType(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  plural: BonusTypePlural,
  query: z.output<typeof bonusesOfTypeQuerySchema>,
  locale: string,
  now = new Date(),
): Promise<Page<Bonus>> {
  const chosen = (await playerBonuses(db, campaigns, playerId, locale, now)).filter(
    (bonus) =>
      ofPlural(bonus.type, plural) &&
      (query.status === undefined || bonus.status === query.status) &&
      (query.available === undefined || isUsableBonus(bonus.status) === query.available) &&
      (query.active === undefined || bonus.is_active === query.active),
  )
  return paged(chosen.map(strip), query.page, query.limit ?? BONUS_TYPE_PAGE_SIZE[plural])
}

const notFound = () => new Refused(API_ERROR_CODES.notFound, 'No such bonus')

async function oneRow(db: Kysely<Database>, playerId: string, id: string): Promise<Row> {
  const row = await bonusRows(db, playerId).where('b.id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** GET /bonuses/{typePlural}/{id}: the player's own bonus (another player's is not found). */
export async function bonusOf(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  plural: BonusTypePlural,
  id: string,
  locale: string,
  now = new Date(),
): Promise<Bonus> {
  const row = await oneRow(db, playerId, id)
  if (!ofPlural(row.type, plural)) throw notFound()
  const [view] = await viewsOf(db, campaigns, [row], locale, now)
  if (!view) throw notFound()
  return view
}

/** GET /bonuses/{typePlural}/{id}/terms: the campaign's terms in the player's language. */
export async function bonusTerms(
  db: Kysely<Database>,
  playerId: string,
  plural: BonusTypePlural,
  id: string,
  locale: string,
): Promise<{ id: string; terms: string }> {
  const row = await oneRow(db, playerId, id)
  if (!ofPlural(row.type, plural)) throw notFound()
  const { terms } = storedCampaign(row.definition)
  return { id, terms: terms[locale] ?? terms[locale.split('-')[0] ?? ''] ?? terms.en ?? '' }
}

/**
 * POST /bonuses/{id}/activate: the player chooses to use a bonus. Only a usable one can be
 * activated (again: repeating is harmless). Unless the operator allows several active freebets,
 * activating a freebet puts the one active before back to available — the player switches.
 * Activating a lootbox opens it: its prize is drawn and issued, and the lootbox is over.
 */
export async function activateBonus(
  db: Kysely<Database>,
  playerId: string,
  id: string,
  policy: {
    readonly multiActiveFreebets: boolean
    readonly campaigns: Campaigns
    /** Draws lootbox seeds (crypto unless a test passes its own). */
    readonly random?: () => number
  },
  locale: string,
  now = new Date(),
): Promise<{ readonly bonus: Bonus; readonly issued: readonly IssuedBonus[] }> {
  const issued = await writeTransaction(db, async (trx): Promise<IssuedBonus[]> => {
    // The player's lock, not only the bonus's: two freebets activated at once would each see
    // the other not yet active and both stay active.
    await lockPlayer(trx, playerId)
    const row = await trx
      .updateTable('player_bonuses')
      .set((eb) => ({ state: eb.ref('state') }))
      .where('id', '=', id)
      .where('player_id', '=', playerId)
      .returning(['id', 'type', 'state', 'valid_from', 'expires_at', 'campaign_id'])
      .executeTakeFirst()
    if (!row) throw notFound()
    const status = statusOf(row, now)
    if (!isUsableBonus(status))
      throw new Refused(
        API_ERROR_CODES.bonusNotAvailable,
        `This bonus is ${status.replace('_', ' ')}`,
      )
    const campaignOf = async () => {
      const stored = await trx
        .selectFrom('bonus_campaigns')
        .select('definition')
        .where('id', '=', row.campaign_id)
        .executeTakeFirstOrThrow()
      return storedCampaign(stored.definition)
    }
    if (row.type === 'lootbox') {
      const player = await playerForBonus(trx, playerId)
      if (!player) throw new Error(`player ${playerId} has a session but no row`)
      const lootbox = { id, campaign: await campaignOf() }
      const seed = lootboxSeed(policy.random)
      const prize = await openLootbox(trx, policy.campaigns, lootbox, player, seed, now)
      return prize ? [prize] : []
    }
    if (status === 'active') return []
    if (isFarmingBonusType(row.type)) {
      // Joining a tournament that has ended, or that the operator disabled, is refused.
      const campaign = await campaignOf()
      if (campaign.tournament) {
        const state = tournamentState(campaign, (await tournamentRows(trx)).get(campaign.id), now)
        if (state === 'finished' || state === 'disabled')
          throw new Refused(API_ERROR_CODES.bonusNotAvailable, `This tournament is ${state}`)
      }
      await joinFarming(trx, { id, campaignId: row.campaign_id }, now)
    }
    if (isFreebetType(row.type) && !policy.multiActiveFreebets)
      await trx
        .updateTable('player_bonuses')
        .set({ state: 'available' })
        .where('player_id', '=', playerId)
        .where('state', '=', 'active')
        .where('type', 'in', FREEBET_TYPES)
        .execute()
    await trx
      .updateTable('player_bonuses')
      .set({ state: 'active', activated_at: now.toISOString(), seen: 1 })
      .where('id', '=', id)
      .execute()
    return []
  })
  const row = await oneRow(db, playerId, id)
  const [bonus] = await viewsOf(db, policy.campaigns, [row], locale, now)
  if (!bonus) throw notFound()
  return { bonus, issued }
}

/** A bonus just issued (a promo code's), as its family's call answers it. */
export async function issuedBonusOf(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  issued: IssuedBonus,
  locale: string,
): Promise<Bonus> {
  const plural = bonusTypePlural(issued.type)
  if (!plural) throw new Error(`an issued ${issued.type} has no family`)
  return bonusOf(db, campaigns, playerId, plural, issued.id, locale)
}

/**
 * POST /bonuses/mark-as-seen: the popup showed them; answers how many were newly marked. A
 * `jackpot` entry is one of the player's jackpot hits.
 */
export async function markBonusesSeen(
  db: Kysely<Database>,
  playerId: string,
  body: z.output<typeof markAsSeenBodySchema>,
): Promise<number> {
  const hits = body.bonuses.filter((b) => b.type === 'jackpot').map((b) => b.id)
  const bonuses = body.bonuses.filter((b) => b.type !== 'jackpot').map((b) => b.id)
  const hitsMarked = await markJackpotHitsSeen(db, playerId, hits)
  if (bonuses.length === 0) return hitsMarked
  const result = await db
    .updateTable('player_bonuses')
    .set({ seen: 1 })
    .where('player_id', '=', playerId)
    .where('seen', '=', 0)
    .where('id', 'in', bonuses)
    .executeTakeFirst()
  return hitsMarked + Number(result.numUpdatedRows)
}

const NOT_ISSUED_MESSAGES = {
  outsidePeriod: 'This promo code is not valid now',
  country: 'This promo code is not offered in your country',
  currency: 'This promo code is not offered in your currency',
} as const

/** POST /bonuses/promo-code: issues the code's campaign to the player, once. */
export async function redeemPromoCode(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  code: string,
  now = new Date(),
): Promise<IssuedBonus> {
  const campaign = campaigns.byPromoCode(code)
  if (!campaign)
    throw new Refused(API_ERROR_CODES.promoCodeUnknown, 'No promotion has this code', [
      { field: 'body.code', code: 'unknown', message: 'No promotion has this code' },
    ])
  return writeTransaction(db, async (trx) => {
    const player = await playerForBonus(trx, playerId)
    if (!player) throw new Error(`player ${playerId} has a session but no row`)
    const issued = await issueBonus(trx, campaign, player, { source: 'promo_code', now })
    if (issued === 'alreadyIssued')
      throw new Refused(API_ERROR_CODES.promoCodeUsed, 'You have already used this promo code')
    if (typeof issued === 'string')
      throw new Refused(API_ERROR_CODES.bonusNotOffered, NOT_ISSUED_MESSAGES[issued])
    return issued
  })
}
