import {
  BET_RESULT,
  freebetPayout,
  isFreebetType,
  settleBoosted,
  settleAccumulator,
  settleCustomBet,
  settleSystem,
  type BetResult,
  type SelectionResult,
  type SettledSelection,
  type Settlement,
} from '@sportsbook/domain'
import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { BetsTable, Database } from '../db/schema'
import { onLegOutcome } from './leg-outcome'
import { payoutReference } from '../ledger/bet-references'
import { balanceOf, postEntry } from '../ledger/ledger'
import { settleFreebetBet } from '../bonuses/freebet-settlement'
import { farmSettledBet } from '../bonuses/farming'
import type { PoolChange } from '../bonuses/tournament-pools'
import { isFarmingBonusType } from '@sportsbook/contracts'

export type SettledBet = {
  readonly betId: string
  /** The placement's request id: logs follow a bet from placement to settlement by it. */
  readonly placementId: string
  readonly playerId: string
  readonly currency: string
  readonly result: BetResult
  readonly winAmount: number
  readonly balance: number
  /** A tournament's pool the bet grew (to push once committed). */
  readonly pool?: PoolChange
}

/** Results of a bet that risked nothing: it earns no points (decision 144). */
const VOIDED: readonly BetResult[] = [BET_RESULT.canceled, BET_RESULT.refundEntire]

/** Bets per settlement pass: each is its own transaction, so a pass can stop anywhere. */
const BATCH = 500

/**
 * Open bets every leg of which has its result — or, but for a system bet, one leg of which is
 * lost (that loses the bet whatever the others do) — optionally only those with a leg on one
 * match.
 */
async function readyBets(db: Kysely<Database>, matchId?: string): Promise<string[]> {
  const legsWith = (
    eb: ExpressionBuilder<Database & { b: BetsTable }, 'b'>,
    result: 'none' | 'lose',
  ) =>
    eb.exists(
      eb
        .selectFrom('bet_selections as s')
        .leftJoin('outcomes as o', onLegOutcome)
        .select(sql`1`.as('one'))
        .whereRef('s.bet_id', '=', 'b.id')
        .where('o.result', result === 'none' ? 'is' : '=', result === 'none' ? null : 'lose')
        // A leg a feed's cancel voided has its result whatever its outcome's.
        .where('s.cancelled', '=', 0),
    )
  let query = db
    .selectFrom('bets as b')
    .select('b.id')
    .where('b.status', '=', 'waiting_results')
    .where((eb) =>
      eb.or([
        eb.not(legsWith(eb, 'none')),
        eb.and([eb('b.type', '!=', 'system'), legsWith(eb, 'lose')]),
      ]),
    )
  if (matchId !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('bet_selections as m')
          .select(sql`1`.as('one'))
          .whereRef('m.bet_id', '=', 'b.id')
          .where('m.match_id', '=', matchId),
      ),
    )
  const rows = await query.orderBy('b.created_at').limit(BATCH).execute()
  return rows.map((r) => r.id)
}

/**
 * Results one bet from its legs' results with the domain's rules and credits what it pays —
 * exactly once: the status moves from waiting_results to done in the same transaction as the
 * ledger credit, and only if it has not moved already (a second settler, or a cash-out, wins
 * nothing). Undefined when the bet was not open or a leg has no result yet.
 */
export async function settleBet(
  db: Kysely<Database>,
  betId: string,
  now = new Date(),
): Promise<SettledBet | undefined> {
  return db.transaction().execute(async (trx) => {
    const bet = await trx
      .selectFrom('bets')
      .select([
        'id',
        'player_id',
        'account_id',
        'placement_id',
        'currency',
        'type',
        'stake',
        'odds',
        'system_win_count',
        'status',
        'bonus_id',
        'bonus_type',
        'bonus_odds',
        'settlement_round',
      ])
      .where('id', '=', betId)
      .executeTakeFirst()
    if (bet?.status !== 'waiting_results') return undefined
    const legs = await trx
      .selectFrom('bet_selections as s')
      .leftJoin('outcomes as o', onLegOutcome)
      .select([
        's.odds',
        's.match_id',
        's.cancelled',
        'o.result',
        'o.dead_heat_numerator',
        'o.dead_heat_denominator',
      ])
      .where('s.bet_id', '=', betId)
      .orderBy('s.position')
      .execute()
    const settled = legs.map(legSelection)
    const settlement = settle(bet, settled)
    if (settlement.result === BET_RESULT.noResults) return undefined

    // A bet staked with a freebet pays by its kind's rule; the rest of its value goes back to
    // the freebet side (decision 121).
    const freebet =
      bet.bonus_id !== null && bet.bonus_type !== null && isFreebetType(bet.bonus_type)
        ? {
            bonusId: bet.bonus_id,
            payout: freebetPayout(bet.bonus_type, bet.stake, settlement),
          }
        : undefined
    const pays = freebet ? freebet.payout.cashSubunits : settlement.payoutSubunits
    const changed = await trx
      .updateTable('bets')
      .set({
        status: 'done',
        result: settlement.result,
        win_amount: pays,
        settled_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', betId)
      .where('status', '=', 'waiting_results')
      .executeTakeFirst()
    if (changed.numUpdatedRows === 0n) return undefined
    // The freebet side, once per settlement round: a feed's correction that reopens the bet
    // takes it back (decision 147). Points are farmed once, at the first.
    const reference = payoutReference(betId, bet.settlement_round)
    if (freebet)
      await settleFreebetBet(trx, { bonusId: freebet.bonusId, reference }, freebet.payout, now)
    const firstRound = bet.settlement_round === 0
    // A bet placed with a hunting or tournament farms its points now (decision 144).
    const pool =
      firstRound &&
      bet.bonus_id !== null &&
      bet.bonus_type !== null &&
      isFarmingBonusType(bet.bonus_type)
        ? await farmSettledBet(
            trx,
            {
              id: betId,
              bonusId: bet.bonus_id,
              currency: bet.currency,
              stakeSubunits: bet.stake,
              totalOddsMillis: bet.odds ?? 0,
              voided: VOIDED.includes(settlement.result),
              eventIds: [...new Set(legs.map((leg) => leg.match_id))],
            },
            now,
          )
        : undefined
    // A losing bet moves no money; only a paying one needs its balance (for the push).
    const balance =
      pays > 0
        ? await postEntry(
            trx,
            {
              accountId: bet.account_id,
              amount: pays,
              kind: 'bet_payout',
              reference,
            },
            now,
          )
        : await balanceOf(trx, bet.account_id)
    return {
      betId,
      placementId: bet.placement_id,
      playerId: bet.player_id,
      currency: bet.currency,
      result: settlement.result,
      winAmount: pays,
      balance,
      ...(pool && { pool }),
    }
  })
}

/** A leg as the domain settles it: void when a cancel voided it, else its outcome's result. */
function legSelection(leg: {
  odds: number
  cancelled: number
  result: SettledSelection['result'] | null
  dead_heat_numerator: number | null
  dead_heat_denominator: number | null
}): SettledSelection {
  if (leg.cancelled === 1) return { oddsMillis: leg.odds, result: 'void' }
  const { dead_heat_numerator: numerator, dead_heat_denominator: denominator } = leg
  return {
    oddsMillis: leg.odds,
    result: leg.result ?? 'open',
    ...(numerator !== null && denominator !== null && { deadHeat: { numerator, denominator } }),
  }
}

function settle(
  bet: {
    type: string
    stake: number
    odds: number | null
    system_win_count: number | null
    bonus_odds: number | null
  },
  legs: { oddsMillis: number; result: SelectionResult }[],
): Settlement {
  if (bet.bonus_odds !== null) return settleBoosted(bet.stake, legs, bet.bonus_odds)
  if (bet.type === 'system')
    return settleSystem(bet.stake, legs, bet.system_win_count ?? legs.length)
  if (bet.type === 'custom_bet') return settleCustomBet(bet.stake, bet.odds ?? 1000, legs)
  return settleAccumulator(bet.stake, legs)
}

/**
 * Settles every open bet whose legs all have results (those on one match when `matchId` is
 * given), in passes of 500, each bet in its own transaction; awaits `onSettled` after each
 * commit. Returns how many it settled.
 */
export async function settleReadyBets(
  db: Kysely<Database>,
  onSettled: (bet: SettledBet) => void | Promise<void>,
  options: { readonly matchId?: string; readonly now?: () => Date } = {},
): Promise<number> {
  let count = 0
  for (;;) {
    const ids = await readyBets(db, options.matchId)
    let settledThisPass = 0
    for (const id of ids) {
      const settled = await settleBet(db, id, options.now?.() ?? new Date())
      if (!settled) continue
      settledThisPass += 1
      await onSettled(settled)
    }
    count += settledThisPass
    if (ids.length < BATCH || settledThisPass === 0) return count
  }
}
