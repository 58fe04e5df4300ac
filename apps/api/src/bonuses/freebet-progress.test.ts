import {
  bonusesResponseSchema,
  freebetProgressResponseSchema,
  type PlacementSelection,
} from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { writeTransaction } from '../db/write-transactions'
import { openSelections, oneAtATime } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { auditLedger } from '../wallet/audit'
import { balanceOf } from '../ledger/ledger'
import { parseCampaigns } from './campaign-file'
import { issueBonus, playerForBonus } from './issue'

const NOW = new Date().toISOString()
const period = { valid_from: '2026-01-01T00:00:00Z', valid_to: '2099-01-01T00:00:00Z' }
const texts = { name: { en: 'Bet and get' }, terms: { en: 'Test terms' } }
/** Bets of €5 or more count: the second earns one €3 freebet, the fourth two more. */
const campaigns = parseCampaigns(
  {
    campaigns: [
      {
        id: 'test-progress',
        type: 'freebet',
        issue_on: 'bets',
        days_to_use: 7,
        ...period,
        ...texts,
        freebet: { amounts: { EUR: 300 }, min_odds: 1.01, max_odds: 1000 },
        progress: {
          min_stake: { EUR: 500 },
          ranges: [
            { bets_count: 2, freebets_count: 1 },
            { bets_count: 4, freebets_count: 2 },
          ],
        },
      },
      {
        id: 'test-freebet',
        type: 'freebet',
        issue_on: 'operator',
        days_to_use: 7,
        ...period,
        ...texts,
        freebet: { amounts: { EUR: 500 }, min_odds: 1.01, max_odds: 1000 },
      },
    ],
  },
  'test',
)

describe.each(DIALECTS)('freebet progress (amb) on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let selections: PlacementSelection[]
  /** A selection on a match no other test uses. */
  const fresh = oneAtATime(() => selections)

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 12, now: NOW })
    selections = await openSelections(database.db, 40)
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 100_000 },
      bonuses: { campaigns },
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  /** Places singles of `stakes` on fresh selections in one request (a multi-single). */
  const place = async (player: SignedIn, stakes: number[], bonus?: { id: string }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      ...player,
      payload: {
        bets: stakes.map((stake) => ({
          stake: { subunits: stake, currency: 'EUR' },
          selections: [fresh()],
          ...(bonus && { bonus: { ...bonus, type: 'freebet' } }),
        })),
      },
    })
    expect(response.statusCode, response.body).toBe(200)
  }
  const progressOf = async (player: SignedIn) => {
    const response = await app.inject({ url: '/api/v2/bonuses/freebets/amb', ...player })
    expect(response.statusCode, response.body).toBe(200)
    const [progress] = freebetProgressResponseSchema.parse(response.json()).data
    if (!progress) throw new Error('no progress campaign for the player')
    return progress
  }
  const earned = async (player: SignedIn) =>
    bonusesResponseSchema
      .parse((await app.inject({ url: '/api/v2/bonuses/freebets?limit=50', ...player })).json())
      .data.filter((bonus) => bonus.campaign_id === 'test-progress')

  it('GET lists the campaign with the player’s count, ranges and minimum stake', async () => {
    const player = await fundedPlayer(app, 10_000)
    expect(await progressOf(player)).toEqual({
      campaign_id: 'test-progress',
      type: 'freebet',
      name: 'Bet and get',
      progress_count: 0,
      possible_progress_count: 0,
      upcoming_freebets_count: 0,
      ranges: [
        { bets_count: 2, freebets_count: 1 },
        { bets_count: 4, freebets_count: 2 },
      ],
      min_stake: { subunits: 500, currency: 'EUR' },
      freebet_amount: { subunits: 300, currency: 'EUR' },
      valid_to: '2099-01-01T00:00:00.000Z',
    })
    // Not offered in a currency it has no amount in.
    const sek = await fundedPlayer(app, 10_000, 'SEK')
    const none = await app.inject({ url: '/api/v2/bonuses/freebets/amb', ...sek })
    expect(freebetProgressResponseSchema.parse(none.json()).data).toEqual([])
  })

  it('POST says what the slip’s bets would add: money bets at the minimum stake count', async () => {
    const player = await fundedPlayer(app, 10_000)
    const slip = async (bets: { stake: number; with_bonus?: boolean }[]) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v2/bonuses/freebets/amb',
        ...player,
        payload: {
          currency: 'EUR',
          bets: bets.map((bet, index) => ({ ...bet, selections: [selections[30 + index]] })),
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      const [progress] = freebetProgressResponseSchema.parse(response.json()).data
      return progress
    }
    expect(
      await slip([{ stake: 500 }, { stake: 499 }, { stake: 500, with_bonus: true }]),
    ).toMatchObject({ progress_count: 0, possible_progress_count: 1, upcoming_freebets_count: 0 })
    expect(await slip([{ stake: 500 }, { stake: 800 }])).toMatchObject({
      possible_progress_count: 2,
      upcoming_freebets_count: 1,
    })
    expect(await slip([1, 2, 3, 4, 5].map(() => ({ stake: 500 })))).toMatchObject({
      possible_progress_count: 4,
      upcoming_freebets_count: 3,
    })
    // A stake is a whole number of subunits, named when wrong.
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v2/bonuses/freebets/amb',
      ...player,
      payload: { currency: 'EUR', bets: [{ stake: 1.5, selections: [fresh()] }] },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('bets.0.stake')
  })

  it('placed bets count; each threshold issues its freebets once; counting stops at the last', async () => {
    const player = await fundedPlayer(app, 10_000)
    await place(player, [499])
    expect((await progressOf(player)).progress_count).toBe(0)
    await place(player, [500, 500])
    expect((await progressOf(player)).progress_count).toBe(2)
    const first = await earned(player)
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({
      status: 'available',
      freebet_balance: { subunits: 300, currency: 'EUR' },
      issued: { seen: false },
    })
    // A multi-single of three: two count up to the cap, and the last range pays two.
    await place(player, [600, 700, 800])
    expect((await progressOf(player)).progress_count).toBe(4)
    expect(await earned(player)).toHaveLength(3)
    await place(player, [500])
    expect((await progressOf(player)).progress_count).toBe(4)
    expect(await earned(player)).toHaveLength(3)
    // Freebets are not money: the balance paid only the stakes.
    expect(await balanceOf(database.db, player.accountId)).toBe(10_000 - 499 - 1000 - 2100 - 500)
    expect((await auditLedger(database.db)).problems).toEqual([])
  })

  it('a bet staked with a freebet does not count', async () => {
    const player = await fundedPlayer(app, 10_000)
    const freebet = await writeTransaction(database.db, async (trx) => {
      const found = await playerForBonus(trx, player.id)
      const campaign = campaigns.find((c) => c.id === 'test-freebet')
      if (!found || !campaign) throw new Error('no player or campaign')
      return issueBonus(trx, campaign, found, { source: 'operator', issueKey: 'test' })
    })
    if (typeof freebet === 'string') throw new Error(`not issued: ${freebet}`)
    const activated = await app.inject({
      method: 'POST',
      url: `/api/v2/bonuses/${freebet.id}/activate`,
      ...player,
    })
    expect(activated.statusCode).toBe(200)
    await place(player, [500], { id: freebet.id })
    expect((await progressOf(player)).progress_count).toBe(0)
  })

  it('concurrent placements count each bet once and issue each freebet once', async () => {
    const player = await fundedPlayer(app, 10_000)
    const legs = Array.from({ length: 6 }, fresh)
    const answers = await Promise.all(
      legs.map((leg) =>
        app.inject({
          method: 'POST',
          url: '/api/v3/bets',
          ...player,
          payload: { bets: [{ stake: { subunits: 500, currency: 'EUR' }, selections: [leg] }] },
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(legs.map(() => 200))
    expect((await progressOf(player)).progress_count).toBe(4)
    expect(await earned(player)).toHaveLength(3)
    expect((await auditLedger(database.db)).problems).toEqual([])
  })
})
