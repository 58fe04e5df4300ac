import { SqliteAdapter, type Insertable, type Transaction } from 'kysely'
import type { PricedLeg } from '@sportsbook/domain'
import type { BetsTable, Database, StoredBetType } from '../db/schema'
import { randomCode } from '../db/ids'
import { prepared } from '../db/prepared'

/** How a bet type of the domain is stored. */
export const STORED_TYPE = {
  single: 'single',
  combo: 'combo',
  system: 'system',
  customBet: 'custom_bet',
} as const satisfies Record<string, StoredBetType>

/** A short reference a player can read out to support: 10 characters of base32. */
export function betRef(): string {
  return randomCode('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 10)
}

/** A new bet's row: every column but those a correction moves later. */
type NewBet = Required<Omit<Insertable<BetsTable>, 'settlement_round'>>

type Param<P> = <K extends keyof P & string>(name: K) => P[K]

const betValues = (param: Param<NewBet>) => ({
  id: param('id'),
  ref: param('ref'),
  player_id: param('player_id'),
  account_id: param('account_id'),
  placement_id: param('placement_id'),
  currency: param('currency'),
  type: param('type'),
  system_win_count: param('system_win_count'),
  stake: param('stake'),
  total_stake: param('total_stake'),
  odds: param('odds'),
  potential_win: param('potential_win'),
  status: param('status'),
  result: param('result'),
  win_amount: param('win_amount'),
  is_vip: param('is_vip'),
  device_id: param('device_id'),
  quick: param('quick'),
  created_at: param('created_at'),
  updated_at: param('updated_at'),
  settled_at: param('settled_at'),
  bonus_id: param('bonus_id'),
  bonus_type: param('bonus_type'),
  bonus_odds: param('bonus_odds'),
  used_in_jackpot: param('used_in_jackpot'),
})

const legValues = (param: Param<Record<string, unknown>>, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    bet_id: param('bet') as string,
    position: i,
    match_id: param(`match${i}`) as string,
    market_id: param(`market${i}`) as string,
    specifier: param(`specifier${i}`) as string,
    outcome_id: param(`outcome${i}`) as string,
    odds: param(`odds${i}`) as number,
  }))

const insertBet = prepared<NewBet, never>((db, param) =>
  db.insertInto('bets').values(betValues(param)),
)

/** A bet's legs in one INSERT; prepared once per number of legs. */
const insertLegs = prepared<Record<string, unknown>, never>((db, param, count) =>
  db.insertInto('bet_selections').values(legValues(param, count)),
)

/**
 * The bet and its legs in one statement (PostgreSQL: one round trip less per placement); the
 * legs' foreign key is checked at the statement's end, when the bet is there. Nobody reads its
 * answer, so it is sent ahead, with the placement's next statement or COMMIT.
 */
const insertBetAndLegs = prepared<Record<string, unknown>, never>((db, param, count) =>
  db
    .with('new_bet', (q) => q.insertInto('bets').values(betValues(param as Param<NewBet>)))
    .insertInto('bet_selections')
    .values(legValues(param, count)),
)

/** Writes a bet and its legs. */
export async function insertBetWithLegs(
  trx: Transaction<Database>,
  bet: NewBet,
  legs: readonly PricedLeg[],
): Promise<void> {
  const legParams = Object.fromEntries(
    legs.flatMap((leg, i): [string, unknown][] => [
      [`match${i}`, leg.matchId],
      [`market${i}`, leg.marketId],
      [`specifier${i}`, leg.specifier],
      [`outcome${i}`, leg.outcomeId],
      [`odds${i}`, leg.oddsMillis],
      ['bet', bet.id],
    ]),
  )
  // SQLite takes no INSERT inside WITH, and a statement there costs no round trip.
  if (trx.getExecutor().adapter instanceof SqliteAdapter) {
    await insertBet.run(trx, bet)
    await insertLegs.run(trx, legParams, legs.length)
  } else await insertBetAndLegs.sendAhead(trx, { ...bet, ...legParams }, legs.length)
}
