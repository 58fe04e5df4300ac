import { API_ERROR_CODES } from '@sportsbook/contracts'
import {
  cashoutValueSubunits,
  isMarketOpen,
  isOpenForBetsStatus,
  type CashoutSelection,
  type SelectionResult,
} from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'
import { postEntry } from '../ledger/ledger'
import { currentMarkets, lineKey } from './current-prices'
import type { PlayerEvents } from '../notifications/player-events'

/**
 * How far below the value the player was shown a cash-out may fall and still go through, in
 * basis points: 100 = 1 %. The player is paid the value of the moment, never less than that.
 */
export const CASHOUT_TOLERANCE_BP = 100

/** Bet types whose cash-out value follows from their legs' prices (not systems or bet builders). */
const CASHOUT_TYPES = new Set(['single', 'combo'])

type CashoutBet = {
  readonly id: string
  readonly type: string
  readonly stake: number
  /** A bet placed with a bonus (a freebet's or a boost's money) is never cashed out. */
  readonly bonus_id: string | null
}

/**
 * What cashing out each open bet pays now (subunits), or undefined where it is not offered: a
 * system or bet builder, a bet placed with a bonus, or a leg whose market is not open for bets
 * right now.
 */
export async function cashoutValues(
  db: Kysely<Database> | Transaction<Database>,
  bets: readonly CashoutBet[],
): Promise<Map<string, number | undefined>> {
  const values = new Map<string, number | undefined>()
  const eligible = bets.filter((b) => CASHOUT_TYPES.has(b.type) && b.bonus_id === null)
  for (const bet of bets) values.set(bet.id, undefined)
  if (eligible.length === 0) return values
  const legs = await db
    .selectFrom('bet_selections')
    .select(['bet_id', 'match_id', 'market_id', 'specifier', 'outcome_id', 'odds'])
    .where(
      'bet_id',
      'in',
      eligible.map((b) => b.id),
    )
    .orderBy('bet_id')
    .orderBy('position')
    .execute()
  const markets = await currentMarkets(
    db,
    legs.map((l) => ({ matchId: l.match_id, marketId: l.market_id, specifier: l.specifier })),
  )
  for (const bet of eligible) {
    const selections: CashoutSelection[] = legs
      .filter((l) => l.bet_id === bet.id)
      .map((leg) => {
        const market = markets.get(
          lineKey({ matchId: leg.match_id, marketId: leg.market_id, specifier: leg.specifier }),
        )
        const result: SelectionResult = market?.results.get(leg.outcome_id) ?? 'open'
        const outcome = market?.outcomes.find((o) => o.id === leg.outcome_id)
        const tradable =
          market !== undefined &&
          isMarketOpen(market.status) &&
          isOpenForBetsStatus(market.matchStatus) &&
          outcome?.active === true
        return {
          placedOddsMillis: leg.odds,
          result,
          currentOddsMillis: tradable ? outcome.oddsMillis : undefined,
        }
      })
    const value = cashoutValueSubunits(bet.stake, selections)
    values.set(bet.id, value === 0 ? undefined : value)
  }
  return values
}

export type CashedOut = {
  readonly betId: string
  readonly playerId: string
  readonly accountId: string
  readonly currency: string
  readonly value: number
  readonly balance: number
}

/**
 * Cashes a player's open bet out for its value now, if that is within tolerance of what the
 * player was shown (`toCashout`); otherwise refuses with the new value so the slip can offer
 * it. Bet status, result and the ledger credit change in one transaction, once.
 */
export async function cashOut(
  db: Kysely<Database>,
  events: PlayerEvents,
  playerId: string,
  betId: string,
  toCashout: number,
): Promise<CashedOut> {
  const done = await cashOutOnce(db, playerId, betId, toCashout)
  const win = { subunits: done.value, currency: done.currency }
  await events.emit(playerId, [
    { type: 'bet_changed', betId, status: 'cashed_out', result: 'cashed_out', winAmount: win },
    { type: 'balance_changed', balance: { subunits: done.balance, currency: done.currency } },
    {
      type: 'notice',
      notice: { type: 'bet_cashed_out', object: { type: 'bet', id: betId }, amount: win },
    },
  ])
  return done
}

async function cashOutOnce(
  db: Kysely<Database>,
  playerId: string,
  betId: string,
  toCashout: number,
  now = new Date(),
): Promise<CashedOut> {
  return db.transaction().execute(async (trx) => {
    const bet = await trx
      .selectFrom('bets')
      .select(['id', 'type', 'stake', 'status', 'account_id', 'currency', 'bonus_id'])
      .where('id', '=', betId)
      .where('player_id', '=', playerId)
      .executeTakeFirst()
    if (!bet) throw new Refused(API_ERROR_CODES.notFound, `Bet ${betId} not found`)
    const value =
      bet.status === 'waiting_results' ? (await cashoutValues(trx, [bet])).get(bet.id) : undefined
    if (value === undefined)
      throw new Refused('cashout_unavailable', { id: 'cashoutUnavailable' }, [], {
        data: { to_cashout: null },
      })
    if (value * 10_000 < toCashout * (10_000 - CASHOUT_TOLERANCE_BP))
      throw new Refused('cashout_value_changed', { id: 'cashoutValueChanged' }, [], {
        data: { to_cashout: { subunits: value, currency: bet.currency } },
      })
    const changed = await trx
      .updateTable('bets')
      .set({
        status: 'cashed_out',
        result: 'cashed_out',
        win_amount: value,
        settled_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', bet.id)
      .where('status', '=', 'waiting_results')
      .executeTakeFirst()
    if (changed.numUpdatedRows === 0n)
      throw new Refused('cashout_unavailable', { id: 'cashoutUnavailable' })
    const balance = await postEntry(trx, {
      accountId: bet.account_id,
      amount: value,
      kind: 'bet_cashout',
      reference: bet.id,
    })
    return {
      betId: bet.id,
      playerId,
      accountId: bet.account_id,
      currency: bet.currency,
      value,
      balance,
    }
  })
}
