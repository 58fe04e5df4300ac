import { fromOddsMillis, isMarketOpen, isOpenForBetsStatus } from '@sportsbook/domain'
import type { z } from 'zod'
import { shareBodySchema } from '@sportsbook/contracts'
import type { Kysely } from 'kysely'
import { randomCode } from '../db/ids'
import type { Database } from '../db/schema'
import { currentMarkets, lineKey } from './current-prices'

/** A slip's bets as shared: stored as the share body's bets, and read back with its schema. */
const sharedBetsSchema = shareBodySchema.shape.bets
export type SharedBets = z.output<typeof sharedBetsSchema>

/** 8 characters without look-alikes (no 0/O, 1/I/L): about 40 bits. */
function newCode(): string {
  return randomCode('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 8)
}

/** Stores a slip's bets (no stakes) under a new code. */
export async function shareBets(
  db: Kysely<Database>,
  bets: SharedBets,
  now = new Date(),
): Promise<string> {
  const code = newCode()
  await db
    .insertInto('bet_shares')
    .values({ code, bets: JSON.stringify(bets), created_at: now.toISOString() })
    .execute()
  return code
}

/**
 * The shared bets under a code, keeping only selections that can still be bet on, at their
 * current odds; bets left without selections are dropped. Undefined for an unknown code.
 */
export async function sharedBets(db: Kysely<Database>, code: string) {
  const row = await db
    .selectFrom('bet_shares')
    .select('bets')
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst()
  if (!row) return undefined
  const bets = sharedBetsSchema.parse(JSON.parse(row.bets))
  const selections = bets.flatMap((b) => b.selections)
  const markets = await currentMarkets(
    db,
    selections.map((s) => ({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier })),
  )
  return bets
    .map((bet) => ({
      ...bet,
      selections: bet.selections.flatMap((s) => {
        const market = markets.get(
          lineKey({ matchId: s.match_id, marketId: s.market_id, specifier: s.specifier }),
        )
        const outcome = market?.outcomes.find((o) => o.id === s.outcome_id)
        const open =
          market !== undefined &&
          isMarketOpen(market.status) &&
          isOpenForBetsStatus(market.matchStatus) &&
          outcome?.active === true
        return open ? [{ ...s, odds: fromOddsMillis(outcome.oddsMillis) }] : []
      }),
    }))
    .filter((bet) => bet.selections.length > 0)
}
