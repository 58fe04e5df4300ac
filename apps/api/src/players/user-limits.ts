import { randomUUID } from 'node:crypto'
import { API_ERROR_CODES, type UserLimitBody, type UserLimitView } from '@sportsbook/contracts'
import { limitEffectiveAt } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transactions'
import { Refused } from '../errors/refused'
import { limitsInForce } from './limits'
import { lockPlayer } from '../db/row-locks'

const DAY_MS = 24 * 3600 * 1000

/** The limits in force (active) and the looser ones waiting for their cooling period (unconfirmed). */
export async function listLimits(
  db: Kysely<Database>,
  playerId: string,
  now = new Date(),
): Promise<UserLimitView[]> {
  const pending = await db
    .selectFrom('user_limits')
    .select(['id', 'type', 'amount', 'period', 'effective_at', 'ends_at'])
    .where('player_id', '=', playerId)
    .where('effective_at', '>', now.toISOString())
    .orderBy('effective_at')
    .execute()
  const active = [...(await limitsInForce(db, playerId, now)).values()].map((limit) => ({
    id: limit.id,
    type: limit.type,
    amount: limit.amount,
    period: limit.period,
    effective_at: limit.effectiveAt,
    ends_at: limit.endsAt,
  }))
  return [
    ...active.map((limit) => ({ ...limit, status: 'active' as const })),
    ...pending.map((limit) => ({ ...limit, status: 'unconfirmed' as const })),
  ]
}

/**
 * Sets a limit or an exclusion. A tighter limit applies at once, and cancels a looser one still
 * waiting; a looser one applies after the cooling period (the domain's `limitEffectiveAt`,
 * which weighs the period as well as the amount); an exclusion starts now and cannot be set
 * again while one is in force (nor lifted early). The caller ends the sessions of an excluded
 * player (`exclusion`).
 */
export async function setLimit(
  db: Kysely<Database>,
  playerId: string,
  body: UserLimitBody,
  now = Date.now(),
): Promise<{ limit: UserLimitView; exclusion: boolean }> {
  return writeTransaction(db, async (trx) => {
    // One change of a player's limits at a time: two at once would both read the old limit.
    await lockPlayer(trx, playerId)
    const current = (await limitsInForce(trx, playerId, new Date(now))).get(body.type)
    const exclusion = 'days' in body
    if (exclusion && current)
      throw new Refused(API_ERROR_CODES.limitInForce, `A ${body.type} is already in force`)
    const amount = 'amount' in body ? body.amount : null
    const period = 'period' in body ? body.period : null
    const effectiveAt =
      exclusion || amount === null
        ? now
        : limitEffectiveAt(
            current && current.amount !== null
              ? { amount: current.amount, period: current.period }
              : null,
            { amount, period },
            now,
          )
    const limit = {
      id: randomUUID(),
      type: body.type,
      status: effectiveAt > now ? ('unconfirmed' as const) : ('active' as const),
      amount,
      period,
      effective_at: new Date(effectiveAt).toISOString(),
      ends_at: exclusion ? new Date(now + body.days * DAY_MS).toISOString() : null,
    }
    // Taking effect now, it outranks a looser setting still waiting: that one would otherwise
    // take over when its cooling period ends.
    if (effectiveAt <= now)
      await trx
        .deleteFrom('user_limits')
        .where('player_id', '=', playerId)
        .where('type', '=', body.type)
        .where('effective_at', '>', new Date(now).toISOString())
        .execute()
    await trx
      .insertInto('user_limits')
      .values({ ...limit, player_id: playerId, created_at: new Date(now).toISOString() })
      .execute()
    return { limit, exclusion }
  })
}
