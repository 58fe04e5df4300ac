import { betLimitBreach, periodStart, type LimitUse } from '@sportsbook/domain'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { nearLimit, type CurrentLimit, type NearLimit } from '../players/limits'
import { total } from '../db/sums'

/** Stakes and returns of a player's bets since a time (what wager and loss limits count). */
async function betsSince(
  trx: Transaction<Database>,
  playerId: string,
  since: string,
): Promise<{ staked: number; returned: number }> {
  const row = await trx
    .selectFrom('bets')
    .select([
      total('total_stake').as('staked'),
      sql<number>`cast(coalesce(sum(coalesce(win_amount, 0)), 0) as bigint)`.as('returned'),
    ])
    .where('player_id', '=', playerId)
    .where('created_at', '>=', since)
    .where('status', '!=', 'rejected')
    .executeTakeFirstOrThrow()
  return row
}

/**
 * Which of the player's bet, wager and loss limits these stakes would break, if any (the
 * domain's rule), counting their bets since each limit's period began; and, when none is
 * broken, the wager and loss limits they take past the warning mark.
 */
export async function checkBetLimits(
  trx: Transaction<Database>,
  playerId: string,
  now: Date,
  largestStake: number,
  totalStake: number,
  limits: {
    bet?: CurrentLimit | undefined
    wager?: CurrentLimit | undefined
    loss?: CurrentLimit | undefined
  },
): Promise<{ breach: string | undefined; nearing: NearLimit[] }> {
  const use = async (limit: CurrentLimit | undefined): Promise<LimitUse | undefined> => {
    if (!limit?.amount || !limit.period) return undefined
    const since = new Date(periodStart(limit.period, now.getTime())).toISOString()
    const { staked, returned } = await betsSince(trx, playerId, since)
    return { limit: limit.amount, used: limit.type === 'loss' ? staked - returned : staked }
  }
  const wager = await use(limits.wager)
  const loss = await use(limits.loss)
  const breach = betLimitBreach(
    { largest: largestStake, total: totalStake },
    { bet: limits.bet?.amount ?? undefined, wager, loss },
  )
  const nearing = [
    limits.wager && wager && nearLimit({ id: limits.wager.id, type: 'wager' }, wager, totalStake),
    limits.loss && loss && nearLimit({ id: limits.loss.id, type: 'loss' }, loss, totalStake),
  ].filter((near) => near !== undefined)
  return { breach, nearing: breach ? [] : nearing }
}
