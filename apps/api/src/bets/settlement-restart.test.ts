import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { finishMatch, openSelections } from '../testing/bets'
import { killedPartWay } from '../testing/killed-part-way'
import { fundedPlayer } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { auditLedger } from '../wallet/audit'
import { settleReadyBets } from './settlement'

const BETS = 40

describe.each(DIALECTS)('settlement killed part-way on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  beforeAll(async () => {
    database = await openTestDatabase(dialect, { sqliteFile: true })
    await ensureCatalogue(database.db, { seed: 10, now: new Date().toISOString() })
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 100_000 },
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('is restarted and pays every bet exactly once', async () => {
    const [selection] = await openSelections(database.db, 1)
    if (!selection) throw new Error('no selection')
    const player = await fundedPlayer(app, BETS * 100)
    for (let i = 0; i < BETS; i += 1) {
      const placed = await app.inject({
        method: 'POST',
        url: '/api/v3/bets',
        cookies: player.cookies,
        headers: player.headers,
        payload: { bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: [selection] }] },
      })
      expect(placed.statusCode).toBe(200)
    }
    await finishMatch(database.db, selection.match_id, { home: 1, away: 0 })

    // A settlement worker in its own process, killed (SIGKILL: no clean-up) part-way.
    const beforeRestart = await killedPartWay(
      'src/testing/settle-process.ts',
      { ...database.env, SETTLE_PAUSE_MS: '20' },
      'settled ',
      5,
    )
    expect(beforeRestart).toBeGreaterThanOrEqual(5)
    expect(beforeRestart).toBeLessThan(BETS)

    // The restarted worker settles the rest; one more pass finds nothing to do.
    const restarted = await settleReadyBets(database.db, () => undefined)
    // (A bet committed just before the kill may not have been printed.)
    expect(restarted).toBeGreaterThan(0)
    expect(restarted).toBeLessThanOrEqual(BETS - beforeRestart)
    expect(await settleReadyBets(database.db, () => undefined)).toBe(0)
    const payouts = await database.db
      .selectFrom('ledger_entries')
      .select(['reference'])
      .where('account_id', '=', player.accountId)
      .where('kind', '=', 'bet_payout')
      .execute()
    expect(payouts).toHaveLength(BETS)
    expect(new Set(payouts.map((p) => p.reference)).size).toBe(BETS)
    const audit = await auditLedger(database.db)
    expect(audit.problems).toEqual([])
    const eur = audit.currencies.find((c) => c.currency === 'EUR')
    expect(eur?.balances).toBe(BETS * Math.floor(100 * selection.odds))
  })
})
