import type { Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { balanceOf, postEntry } from '../ledger/ledger'
import { payoutReference } from '../ledger/bet-references'
import { takeBackFreebetSide } from '../bonuses/freebet-settlement'
import { isFreebetType } from '@sportsbook/domain'

export type ReopenedBet = {
  readonly betId: string
  readonly playerId: string
  readonly currency: string
  /** What its settlement had paid, now taken back. */
  readonly reversedSubunits: number
  readonly balance: number
}

/**
 * Reopens settled bets a feed's correction touched (a rollback of a settlement, a cancel or its
 * rollback), in the caller's transaction: each goes back to waiting for results in a new
 * settlement round, and what its settlement paid is taken back as a new ledger row — never an
 * edit of the old one — even when the player has spent it (the balance may go below zero;
 * the ledger audit explains it); so is what it gave its freebet. Bets not settled (open, cashed
 * out) are left alone.
 */
export async function reopenSettledBets(
  trx: Transaction<Database>,
  betIds: readonly string[],
  now: Date,
): Promise<ReopenedBet[]> {
  const reopened: ReopenedBet[] = []
  for (const betId of betIds) {
    const bet = await trx
      .selectFrom('bets')
      .select([
        'player_id',
        'account_id',
        'currency',
        'win_amount',
        'settlement_round',
        'bonus_id',
        'bonus_type',
      ])
      .where('id', '=', betId)
      .where('status', '=', 'done')
      .executeTakeFirst()
    if (!bet) continue
    const changed = await trx
      .updateTable('bets')
      .set({
        status: 'waiting_results',
        result: 'no_results',
        win_amount: null,
        settled_at: null,
        settlement_round: bet.settlement_round + 1,
        updated_at: now.toISOString(),
      })
      .where('id', '=', betId)
      .where('status', '=', 'done')
      .executeTakeFirst()
    if (changed.numUpdatedRows === 0n) continue
    const reference = payoutReference(betId, bet.settlement_round)
    if (bet.bonus_id !== null && bet.bonus_type !== null && isFreebetType(bet.bonus_type))
      await takeBackFreebetSide(trx, { bonusId: bet.bonus_id, reference }, now)
    const reversed = bet.win_amount ?? 0
    const balance =
      reversed > 0
        ? await postEntry(
            trx,
            {
              accountId: bet.account_id,
              amount: -reversed,
              kind: 'bet_payout_reversal',
              reference,
            },
            now,
          )
        : await balanceOf(trx, bet.account_id)
    reopened.push({
      betId,
      playerId: bet.player_id,
      currency: bet.currency,
      reversedSubunits: reversed,
      balance,
    })
  }
  return reopened
}
