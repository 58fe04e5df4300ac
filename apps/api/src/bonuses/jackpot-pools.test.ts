import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeTransaction } from '../db/write-transactions'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { parseJackpots } from './jackpot-file'
import { POOL_SHARDS, beyondAllowance, poolsOfJackpots } from './jackpot-pools'
import { feedJackpots, jackpotsOf, syncJackpots, type PlayingBet } from './jackpots'

// Decision 162: placements add their shares to a shard of the pool each, up to the shard's
// allowance, which the database enforces; past it the placement sums the pool up. (Placements
// racing to a drop, and winning, are in routes/jackpots.test.ts.)
const [jackpot] = parseJackpots(
  {
    jackpots: [
      {
        id: 'j',
        name: { en: 'J' },
        currency: 'EUR',
        min_stake: 100,
        valid_from: '2026-01-01T00:00:00Z',
        valid_to: '2099-01-01T00:00:00Z',
        // Drawn at 0.5, the pool drops at 1051: 50 of room below it, 4 or 3 per shard.
        levels: [
          { code: 'mini', name: { en: 'Mini' }, seed: 1000, cap: 1100, contribution_bp: 100 },
        ],
      },
    ],
  },
  'test',
)
const now = new Date('2026-06-01T12:00:00Z')
/** A bet whose share of the pool is `share` (1 % of its stake). */
let bets = 0
const bet = (share: number): PlayingBet => ({
  id: `bet-${String((bets += 1))}`,
  playerId: 'nobody',
  accountId: 'none',
  stakeSubunits: share * 100,
  played: jackpot ? [jackpot] : [],
})

describe.each(DIALECTS)('jackpot pools in shards on %s', (dialect) => {
  let database: TestDatabase
  const pool = async () => (await poolsOfJackpots(database.db, ['j'])).get('j:mini')
  const shards = () =>
    database.db
      .selectFrom('jackpot_pool_shards')
      .select(['added', 'allowance'])
      .where('level_id', '=', 'j:mini')
      .orderBy('shard')
      .execute()
  const level = () =>
    database.db
      .selectFrom('jackpot_levels')
      .select(['pool', 'drop_point'])
      .where('id', '=', 'j:mini')
      .executeTakeFirstOrThrow()
  const entries = async () =>
    (await database.db.selectFrom('jackpot_pool_entries').select('amount').execute()).length
  const feed = (feeding: 'add' | 'drop', ...bets: PlayingBet[]) =>
    writeTransaction(database.db, (trx) => feedJackpots(trx, bets, now, feeding))

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await syncJackpots(database.db, jackpotsOf(jackpot ? [jackpot] : []), () => 0.5, now)
  })
  afterAll(async () => {
    await database.close()
  })

  it('a new pool shares the room below its point among its shards', async () => {
    expect(await level()).toEqual({ pool: 1000, drop_point: 1051 })
    const opened = await shards()
    expect(opened).toHaveLength(POOL_SHARDS)
    expect(opened.every((s) => s.added === 0 && s.allowance >= 3 && s.allowance <= 4)).toBe(true)
    expect(opened.reduce((sum, s) => sum + s.allowance, 0)).toBe(50)
  })

  it('the database refuses a shard past its allowance, by name', async () => {
    const error = await database.db
      .updateTable('jackpot_pool_shards')
      .set({ added: 5 })
      .where('level_id', '=', 'j:mini')
      .where('shard', '=', 0)
      .execute()
      .catch((e: unknown) => e)
    expect(beyondAllowance(error)).toBe(true)
    expect(beyondAllowance(new Error('some other failure'))).toBe(false)
    expect((await shards())[0]?.added).toBe(0)
  })

  it('shares within an allowance add up unread; past it the transaction writes nothing', async () => {
    const before = await entries()
    for (let n = 0; n < 3; n += 1) await feed('add', bet(1))
    expect(await pool()).toBe(1003)
    expect(await level()).toEqual({ pool: 1000, drop_point: 1051 })
    expect(await entries()).toBe(before + 3)
    // 5 fits in no shard: refused, and its ledger row with it.
    const error = await feed('add', bet(5)).catch((e: unknown) => e)
    expect(beyondAllowance(error)).toBe(true)
    expect(await pool()).toBe(1003)
    expect(await entries()).toBe(before + 3)
  })

  it('summed up, the pool takes the share and its shards are allowed the room left', async () => {
    expect(await feed('drop', bet(5))).toEqual([])
    expect(await level()).toEqual({ pool: 1008, drop_point: 1051 })
    const summed = await shards()
    expect(summed.every((s) => s.added === 0)).toBe(true)
    expect(summed.reduce((sum, s) => sum + s.allowance, 0)).toBe(1051 - 1 - 1008)
    expect(await pool()).toBe(1008)
  })
})
