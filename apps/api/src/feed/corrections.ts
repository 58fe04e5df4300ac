import { MARKET_STATUS } from '@sportsbook/domain'
import type { FeedEvent, MarketRef, PlacedWindow } from '@sportsbook/feed'
import type { ExpressionBuilder, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { reopenSettledBets, type ReopenedBet } from '../bets/reopen'

const CORRECTIONS = ['bet_cancel', 'rollback_bet_cancel', 'rollback_bet_settlement'] as const
export type Correction = Extract<FeedEvent, { type: (typeof CORRECTIONS)[number] }>

export const isCorrection = (event: FeedEvent): event is Correction =>
  (CORRECTIONS as readonly string[]).includes(event.type)

/**
 * The rows on the named markets (none named: all of them), for any query over one table with
 * `market_id` and `specifier` (outcomes, markets, or bet selections joined to their bets).
 */
function onMarkets<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  markets: readonly MarketRef[],
) {
  const ref = eb as unknown as ExpressionBuilder<Database, 'markets'>
  return markets.length === 0
    ? ref.lit(true)
    : ref.or(
        markets.map((m) =>
          ref.and([ref('market_id', '=', m.marketId), ref('specifier', '=', m.specifier)]),
        ),
      )
}

/** Legs of bets on these markets of the match placed inside the window, voided or not. */
async function legsInWindow(
  trx: Transaction<Database>,
  matchId: string,
  markets: readonly MarketRef[],
  window: PlacedWindow,
  cancelled: 0 | 1,
): Promise<{ bet_id: string; position: number }[]> {
  let query = trx
    .selectFrom('bet_selections as s')
    .innerJoin('bets as b', 'b.id', 's.bet_id')
    .select(['s.bet_id', 's.position'])
    .where('s.match_id', '=', matchId)
    .where('s.cancelled', '=', cancelled)
    .where((eb) => onMarkets(eb, markets))
  if (window.from !== null) query = query.where('b.created_at', '>=', window.from)
  if (window.to !== null) query = query.where('b.created_at', '<', window.to)
  return query.execute()
}

async function markLegs(
  trx: Transaction<Database>,
  legs: readonly { bet_id: string; position: number }[],
  cancelled: 0 | 1,
): Promise<void> {
  for (const leg of legs)
    await trx
      .updateTable('bet_selections')
      .set({ cancelled })
      .where('bet_id', '=', leg.bet_id)
      .where('position', '=', leg.position)
      .execute()
}

/**
 * Applies a feed's correction in the feed's transaction: a `bet_cancel` voids the legs of bets
 * placed inside its window (a cancel without a window also closes the markets for good); its
 * rollback makes them stand again; a settlement's rollback withdraws the markets' results.
 * Bets already settled on what changed are reopened, their payouts taken back (decision 147);
 * the bet workers settle them again from what is known now.
 */
export async function applyCorrection(
  trx: Transaction<Database>,
  event: Correction,
  now: Date,
): Promise<ReopenedBet[]> {
  const { matchId, markets } = event
  let betIds: string[]
  if (event.type === 'rollback_bet_settlement') {
    await trx
      .updateTable('outcomes')
      .set({ result: null, dead_heat_numerator: null, dead_heat_denominator: null })
      .where('match_id', '=', matchId)
      .where((eb) => onMarkets(eb, markets))
      .execute()
    await trx
      .updateTable('markets')
      .set({ status: MARKET_STATUS.suspended })
      .where('match_id', '=', matchId)
      .where('status', '=', MARKET_STATUS.settled)
      .where((eb) => onMarkets(eb, markets))
      .execute()
    const legs = await legsInWindow(trx, matchId, markets, { from: null, to: null }, 0)
    betIds = legs.map((leg) => leg.bet_id)
  } else {
    const cancel = event.type === 'bet_cancel'
    const legs = await legsInWindow(trx, matchId, markets, event.window, cancel ? 0 : 1)
    await markLegs(trx, legs, cancel ? 1 : 0)
    const whole = event.window.from === null && event.window.to === null
    if (whole)
      await trx
        .updateTable('markets')
        .set({ status: cancel ? MARKET_STATUS.cancelled : MARKET_STATUS.suspended })
        .where('match_id', '=', matchId)
        .where('status', cancel ? '!=' : '=', MARKET_STATUS.cancelled)
        .where((eb) => onMarkets(eb, markets))
        .execute()
    betIds = legs.map((leg) => leg.bet_id)
  }
  return reopenSettledBets(trx, [...new Set(betIds)], now)
}
