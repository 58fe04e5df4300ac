import { createHash } from 'node:crypto'
import {
  requestedLeg,
  type jackpotHitsQuerySchema,
  type jackpotHitSchema,
  type jackpotSchema,
  type slipBonusesBodySchema,
  type SlipJackpots,
} from '@sportsbook/contracts'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import { textIn } from './bonus-views'
import { eventsOf, type Leg } from './event-conditions'
import type { JackpotDefinition } from './jackpot-file'
import { jackpotsForLegs, levelId, type Jackpots } from './jackpots'
import { total } from '../db/sums'
import { poolsOfJackpots } from './jackpot-pools'

// What players are shown of the jackpots (decision 134): pools, hits, a slip's jackpots.

type JackpotView = z.output<typeof jackpotSchema>
type HitView = z.output<typeof jackpotHitSchema>

async function poolsOf(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return { pools: new Map<string, number>(), paid: new Map<string, number>() }
  const [pools, hits] = await Promise.all([
    poolsOfJackpots(db, ids),
    db
      .selectFrom('jackpot_hits')
      .select(['jackpot_id', total('amount').as('paid')])
      .where('jackpot_id', 'in', ids)
      .groupBy('jackpot_id')
      .execute(),
  ])
  return {
    pools,
    paid: new Map(hits.map((h) => [h.jackpot_id, h.paid])),
  }
}

function jackpotView(
  j: JackpotDefinition,
  pools: ReadonlyMap<string, number>,
  paid: ReadonlyMap<string, number>,
  locale: string,
): JackpotView {
  const money = (subunits: number) => ({ subunits, currency: j.currency })
  // Every level, each marked active or not (spec §3.8): an inactive one neither grows nor drops.
  const levels = j.levels.map((l) => ({
    code: l.code,
    name: textIn(l.name, locale),
    pool_amount: money(pools.get(levelId(j.id, l.code)) ?? l.seed),
    active: l.active,
  }))
  return {
    id: j.id,
    name: textIn(j.name, locale),
    currency: j.currency,
    amount: money(
      levels.filter((l) => l.active).reduce((sum, l) => sum + l.pool_amount.subunits, 0),
    ),
    hits_amount: money(paid.get(j.id) ?? 0),
    min_stake: money(j.min_stake),
    valid_to: j.valid_to,
    levels,
  }
}

/** GET /jackpots: the running jackpots with their pools. */
export async function listJackpots(
  db: Kysely<Database>,
  jackpots: Jackpots,
  locale: string,
  now = new Date(),
): Promise<JackpotView[]> {
  const running = jackpots.running(now)
  const { pools, paid } = await poolsOf(
    db,
    running.map((j) => j.id),
  )
  return running.map((j) => jackpotView(j, pools, paid, locale))
}

/** GET /jackpots/{id}: one running jackpot, or undefined. */
export async function jackpotById(
  db: Kysely<Database>,
  jackpots: Jackpots,
  id: string,
  locale: string,
  now = new Date(),
): Promise<JackpotView | undefined> {
  const j = jackpots.running(now).find((x) => x.id === id)
  if (!j) return undefined
  const { pools, paid } = await poolsOf(db, [j.id])
  return jackpotView(j, pools, paid, locale)
}

/** Who won, as others see it: a digest of the jackpot and the player, never the id. */
function hashedUser(jackpotId: string, playerId: string): string {
  return createHash('sha256').update(`${jackpotId}:${playerId}`).digest('hex').slice(0, 8)
}

/**
 * GET /jackpot-hits, newest first: a jackpot's hits for everyone, or (forUser) the player's own,
 * which alone say whether they were seen.
 */
export async function jackpotHits(
  db: Kysely<Database>,
  jackpots: Jackpots,
  query: z.output<typeof jackpotHitsQuerySchema>,
  playerId: string | undefined,
  locale: string,
): Promise<HitView[]> {
  let select = db
    .selectFrom('jackpot_hits')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
  if (query.jackpotId !== undefined) select = select.where('jackpot_id', '=', query.jackpotId)
  if (query.status !== undefined) select = select.where('status', '=', query.status)
  const own = query.forUser === true && playerId !== undefined
  if (own) select = select.where('player_id', '=', playerId)
  if (own && query.unseen === true) select = select.where('seen', '=', 0)
  const rows = await select.execute()
  return rows.map((row) => {
    const j = jackpots.byId(row.jackpot_id)
    const level = j?.levels.find((l) => l.code === row.level_code)
    return {
      id: row.id,
      jackpot_id: row.jackpot_id,
      jackpot_name: j ? textIn(j.name, locale) : row.jackpot_id,
      level_code: row.level_code,
      level_name: level ? textIn(level.name, locale) : row.level_code,
      amount: { subunits: row.amount, currency: row.currency },
      hashed_user: hashedUser(row.jackpot_id, row.player_id),
      status: row.status,
      ...(own ? { seen: row.seen === 1 } : {}),
      created_at: row.created_at,
    }
  })
}

/** Marks the player's own hits seen (their popup was dismissed); answers how many were new. */
export async function markJackpotHitsSeen(
  db: Kysely<Database>,
  playerId: string,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0
  const result = await db
    .updateTable('jackpot_hits')
    .set({ seen: 1 })
    .where('player_id', '=', playerId)
    .where('seen', '=', 0)
    .where('id', 'in', ids)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** POST /jackpots: for each bet of a slip, the running jackpots its selections play for. */
export async function slipJackpots(
  db: Kysely<Database>,
  jackpots: Jackpots,
  body: z.output<typeof slipBonusesBodySchema>,
  locale: string,
  now = new Date(),
): Promise<SlipJackpots> {
  const legs = body.bets.map((bet) => bet.selections.map((s): Leg => requestedLeg(s)))
  const events =
    jackpots.running(now).length === 0
      ? new Map()
      : await eventsOf(
          db,
          legs.flat().map((leg) => leg.matchId),
        )
  return legs.map((betLegs, index) => ({
    index,
    jackpots: jackpotsForLegs(jackpots, body.currency, betLegs, events, now).map((j) => ({
      id: j.id,
      name: textIn(j.name, locale),
      min_stake: { subunits: j.min_stake, currency: j.currency },
    })),
  }))
}
