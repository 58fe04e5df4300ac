import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { tournamentRatingResponseSchema } from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { finishMatch, openSelections, placeBet } from '../testing/bets'
import { joinedBonus } from '../testing/bonuses'
import { killedPartWay } from '../testing/killed-part-way'
import { fundedPlayer } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { auditLedger } from '../wallet/audit'
import { parseCampaigns } from './campaign-file'
import { FARMING_CAMPAIGNS } from '../testing/test-campaigns'
import { campaignsOf } from './campaigns'
import { payFinishedTournaments } from './tournaments'

// Issue 39: a tournament's prizes are paid once, as freebets by place, even when the payer is
// killed (SIGKILL) half-way and started again.

const PLAYERS = 10
/** Ten places, 10 % of the pool each. */
const file = {
  campaigns: FARMING_CAMPAIGNS.map((c) =>
    c.id === 'cup' && 'tournament' in c
      ? { ...c, tournament: { ...c.tournament, places: Array<number>(PLAYERS).fill(10) } }
      : c,
  ),
}
const definitions = parseCampaigns(file, 'test')
const PAY_AT = '2099-01-02T00:00:00.000Z'

describe.each(DIALECTS)('tournament prizes on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let campaignsFile: string

  beforeAll(async () => {
    database = await openTestDatabase(dialect, { sqliteFile: true })
    await ensureCatalogue(database.db, { seed: 16, now: new Date().toISOString() })
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 100_000 },
      bonuses: { campaigns: definitions },
    })
    await app.ready()
    campaignsFile = join(mkdtempSync(join(tmpdir(), 'cup-')), 'campaigns.json')
    writeFileSync(campaignsFile, JSON.stringify(file))
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('pays each prize exactly once across a kill, and farms nothing once the prizes are fixed', async () => {
    const [selection, late] = await openSelections(database.db, 2)
    if (!selection || !late) throw new Error('no selections')
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, () => fundedPlayer(app, 100_000)),
    )
    const entries: string[] = []
    for (const [index, player] of players.entries()) {
      const { id: entry } = await joinedBonus(app, player, 'CUP')
      entries.push(entry)
      // Stakes 10, 10, 20, 20, … euros: each pair of players ties.
      const stake = 1_000 * (Math.floor(index / 2) + 1)
      const placed = await placeBet(app, player, stake, [selection], {
        id: entry,
        type: 'tournament',
      })
      expect(placed.statusCode, placed.body).toBe(200)
    }
    // One more bet, settled only after the end: it must not move the prizes.
    const [first] = players
    if (!first) throw new Error('no players')
    const lateBet = await placeBet(app, first, 50_000, [late], {
      id: entries[0] ?? '',
      type: 'tournament',
    })
    expect(lateBet.statusCode, lateBet.body).toBe(200)
    await finishMatch(database.db, selection.match_id, { home: 2, away: 1 })
    await app.betWorkers.drain()
    const board = tournamentRatingResponseSchema.parse(
      (await app.inject({ url: '/api/v2/tournaments/cup/rating?limit=100' })).json(),
    ).data
    const pool = board.pool.subunits
    expect(board.rows.map((r) => r.position)).toEqual([1, 1, 3, 3, 5, 5, 7, 7, 9, 9])

    // The payer in its own process, killed (no clean-up) after a few prizes.
    const beforeRestart = await killedPartWay(
      'src/testing/tournament-payout-process.ts',
      { ...database.env, BONUS_CAMPAIGNS_FILE: campaignsFile, PAY_AT, PAY_PAUSE_MS: '100' },
      'paid ',
      3,
    )
    expect(beforeRestart).toBeLessThan(PLAYERS)

    // The late bet settles after the prizes were fixed: no points, no pool.
    await finishMatch(database.db, late.match_id, { home: 1, away: 0 })
    await app.betWorkers.drain()

    // Two payers start again at once (two api nodes): between them each prize is paid once.
    const pay = () =>
      payFinishedTournaments(
        database.db,
        campaignsOf(definitions),
        () => undefined,
        new Date(PAY_AT),
      )
    const restarted = (await Promise.all([pay(), pay()])).reduce((a, b) => a + b, 0)
    expect(restarted).toBeGreaterThan(0)
    expect(restarted).toBeLessThanOrEqual(PLAYERS - beforeRestart)
    expect(await pay()).toBe(0)

    // Each place is 10 % of the pool; tied players share their two places: 10 % each.
    const prizes = await database.db
      .selectFrom('player_bonuses')
      .select(['player_id', 'amount', 'source'])
      .where('campaign_id', '=', 'cup-prize')
      .execute()
    expect(prizes).toHaveLength(PLAYERS)
    expect(new Set(prizes.map((p) => p.player_id)).size).toBe(PLAYERS)
    for (const prize of prizes) expect(Number(prize.amount)).toBe(Math.floor(pool / 10))
    const after = tournamentRatingResponseSchema.parse(
      (await app.inject({ url: '/api/v2/tournaments/cup/rating?limit=100' })).json(),
    ).data
    expect(after.state).toBe('finished')
    expect(after.pool.subunits).toBe(pool)
    expect(after.rows.map((r) => r.points)).toEqual(board.rows.map((r) => r.points))
    expect((await auditLedger(database.db)).problems).toEqual([])
  })
})
