import {
  betsResponseSchema,
  bonusesResponseSchema,
  slipBonusesResponseSchema,
  type PlacementSelection,
} from '@sportsbook/contracts'
import { FREEBET_TYPES, type FreebetType } from '@sportsbook/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { settleReadyBets } from '../bets/settlement'
import { ensureCatalogue } from '../catalogue/seed'
import { finishMatch, oneAtATime, openSelections, placeBet } from '../testing/bets'
import { givenBonus } from '../testing/bonuses'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { auditLedger } from '../wallet/audit'
import { balanceOf } from '../ledger/ledger'
import { parseCampaigns } from './campaign-file'
import { onOutcomeMarket } from '../db/outcome-market'

const NOW = new Date().toISOString()
const period = { valid_from: '2026-01-01T00:00:00Z', valid_to: '2099-01-01T00:00:00Z' }
const texts = { name: { en: 'Test' }, terms: { en: 'Test terms' } }
/** An operator's freebet of each kind (€10, any odds up to 1000), a football-only one, a boost. */
const campaigns = parseCampaigns(
  {
    campaigns: [
      ...FREEBET_TYPES.map((type) => ({
        id: `test-${type.replaceAll('_', '-')}`,
        type,
        issue_on: 'operator',
        days_to_use: 7,
        ...period,
        ...texts,
        freebet: { amounts: { EUR: 1000 }, min_odds: 1.01, max_odds: 1000 },
      })),
      {
        id: 'test-football-only',
        type: 'freebet',
        issue_on: 'operator',
        days_to_use: 7,
        ...period,
        ...texts,
        conditions: { sports: ['football'], max_selections: 2 },
        freebet: { amounts: { EUR: 1000 }, min_odds: 1.5, max_odds: 50 },
      },
      {
        id: 'test-boost',
        type: 'comboboost',
        issue_on: 'operator',
        days_to_use: 7,
        ...period,
        ...texts,
        comboboost: {
          ranges: [
            { min_count: 2, max_count: 3, odds: 1.1 },
            { min_count: 4, max_count: 40, odds: 1.25 },
          ],
          min_odds: 1.01,
          uses_count: 2,
        },
      },
      {
        id: 'test-verified-boost',
        type: 'comboboost',
        issue_on: 'operator',
        days_to_use: 7,
        ...period,
        ...texts,
        comboboost: {
          ranges: [{ min_count: 2, max_count: 40, odds: 1.2 }],
          min_odds: 1.01,
          uses_count: 1,
          only_verified: true,
        },
      },
    ],
  },
  'test',
)
const campaignOf = (id: string) => {
  const campaign = campaigns.find((c) => c.id === id)
  if (!campaign) throw new Error(`no campaign ${id}`)
  return campaign
}

describe.each(DIALECTS)('bets placed with bonuses on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let football: PlacementSelection[]
  let tennis: PlacementSelection
  /** A selection on a match no other test uses. */
  const fresh = oneAtATime(() => football)

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 11, now: NOW })
    football = await openSelections(database.db, 40)
    // A tennis match's winner (market 186): not football.
    const row = await database.db
      .selectFrom('outcomes as o')
      .innerJoin('matches as m', 'm.id', 'o.match_id')
      .innerJoin('sports as s', 's.id', 'm.sport_id')
      .innerJoin('markets as mk', onOutcomeMarket)
      .select(['o.match_id', 'o.market_id', 'o.specifier', 'o.outcome_id', 'o.odds'])
      .where('s.key', '=', 'tennis')
      .where('m.status', '=', 0)
      .where('mk.status', '=', 1)
      .where('o.active', '=', 1)
      .where('o.odds', '>=', 1600)
      .executeTakeFirstOrThrow()
    tennis = { ...row, odds: row.odds / 1000 }
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

  const give = (player: SignedIn, campaignId: string, activate = true) =>
    givenBonus(app, player, campaignOf(campaignId), activate)
  const place = (
    player: SignedIn,
    stake: number,
    legs: PlacementSelection[],
    bonus?: { id: string; type: string; odds?: number },
  ) => placeBet(app, player, stake, legs, bonus)
  const refusalCode = (response: { json: () => unknown }) =>
    (response.json() as { data: { errors_by_bet: { code: number }[] } }).data.errors_by_bet[0]?.code
  const myBets = async (player: SignedIn) =>
    betsResponseSchema.parse(
      (await app.inject({ url: '/api/v3/bets?limit=500', ...player })).json(),
    ).data
  const freebetsOf = async (player: SignedIn) =>
    bonusesResponseSchema.parse(
      (await app.inject({ url: '/api/v2/bonuses/freebets?limit=50', ...player })).json(),
    ).data
  const voidMatch = async (matchId: string) => {
    await database.db
      .updateTable('outcomes')
      .set({ result: 'void' })
      .where('match_id', '=', matchId)
      .execute()
    await database.db.updateTable('matches').set({ status: 4 }).where('id', '=', matchId).execute()
  }
  const settle = () => settleReadyBets(database.db, () => undefined)

  /** What each kind pays (decision 121) for €10 at `odds`: won, lost, void. */
  const expected = (type: FreebetType, odds: number) => {
    const returned = Math.floor(1000 * odds)
    const winnings = returned - 1000
    return {
      win: { cash: type === 'freebet' || type === 'freebet_only_win' ? winnings : returned },
      lose: { cash: 0 },
      void: { cash: 0, restored: type === 'freebet_only_win' ? 0 : 1000 },
    }
  }

  it.each(FREEBET_TYPES)(
    '%s: the stake comes off the freebet, and each result pays by its rule',
    async (type) => {
      const player = await fundedPlayer(app, 5_000)
      const campaign = `test-${type.replaceAll('_', '-')}`
      const outcomes = [
        ['win', { home: 2, away: 0 }],
        ['lose', { home: 0, away: 1 }],
        ['void', null],
      ] as const
      let balance = 5_000
      for (const [result, score] of outcomes) {
        const freebet = await give(player, campaign)
        const leg = fresh()
        const placed = await place(player, 1000, [leg], { id: freebet, type })
        expect(placed.statusCode, placed.body).toBe(200)
        // The money is untouched; the freebet is spent.
        expect(await balanceOf(database.db, player.accountId)).toBe(balance)
        const spent = (await freebetsOf(player)).find((b) => b.id === freebet)
        expect(spent).toMatchObject({ status: 'bonus_over', freebet_balance: { subunits: 0 } })
        const [bet] = (await myBets(player)).filter((b) => b.bonus?.id === freebet)
        expect(bet).toMatchObject({ bonus: { id: freebet, type, odds: null }, to_cashout: null })

        if (score) await finishMatch(database.db, leg.match_id, score)
        else await voidMatch(leg.match_id)
        await settle()
        const rule = expected(type, leg.odds)
        const paid = (await myBets(player)).find((b) => b.bonus?.id === freebet)
        const cash = rule[result].cash
        expect(paid?.win_amount?.subunits ?? 0).toBe(cash)
        balance += cash
        expect(await balanceOf(database.db, player.accountId)).toBe(balance)
        const after = (await freebetsOf(player)).find((b) => b.id === freebet)
        if (result === 'void')
          expect(after).toMatchObject(
            rule.void.restored > 0
              ? { status: 'available', freebet_balance: { subunits: 1000 } }
              : { status: 'bonus_over', freebet_balance: { subunits: 0 } },
          )
        const refunds = await database.db
          .selectFrom('player_bonuses')
          .select(['type', 'balance'])
          .where('player_id', '=', player.id)
          .where('source', '=', 'no_risk_refund')
          .execute()
        // A lost no-risk stake came back as a new freebet (rounds: win, lose, void).
        expect(refunds).toEqual(
          type === 'freebet_no_risk' && result !== 'win'
            ? [{ type: 'freebet', balance: 1000 }]
            : [],
        )
        // Only this round's freebet is active in the next one.
        await database.db
          .updateTable('player_bonuses')
          .set({ state: 'deactivated' })
          .where('player_id', '=', player.id)
          .where('source', '!=', 'no_risk_refund')
          .execute()
      }
      expect((await auditLedger(database.db)).problems).toEqual([])
    },
  )

  it('refuses a bonus that does not apply with 109, naming the bet', async () => {
    const player = await fundedPlayer(app, 5_000)
    const other = await fundedPlayer(app, 5_000)
    const inactive = await give(player, 'test-freebet', false)
    expect(
      refusalCode(await place(player, 1000, [fresh()], { id: inactive, type: 'freebet' })),
    ).toBe(109)
    const footballOnly = await give(player, 'test-football-only')
    // Another sport, more selections than allowed, another stake than the freebet's.
    expect(
      refusalCode(await place(player, 1000, [tennis], { id: footballOnly, type: 'freebet' })),
    ).toBe(109)
    expect(
      refusalCode(
        await place(player, 1000, [fresh(), fresh(), fresh()], {
          id: footballOnly,
          type: 'freebet',
        }),
      ),
    ).toBe(109)
    expect(
      refusalCode(await place(player, 900, [fresh()], { id: footballOnly, type: 'freebet' })),
    ).toBe(109)
    // The wrong type, another player's, an expired one.
    expect(
      refusalCode(
        await place(player, 1000, [fresh()], { id: footballOnly, type: 'freebet_all_win' }),
      ),
    ).toBe(109)
    expect(
      refusalCode(await place(other, 1000, [fresh()], { id: footballOnly, type: 'freebet' })),
    ).toBe(109)
    await database.db
      .updateTable('player_bonuses')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', footballOnly)
      .execute()
    expect(
      refusalCode(await place(player, 1000, [fresh()], { id: footballOnly, type: 'freebet' })),
    ).toBe(109)
    // Nothing was taken by any of them.
    expect(await balanceOf(database.db, player.accountId)).toBe(5_000)
    expect(await balanceOf(database.db, other.accountId)).toBe(5_000)
  })

  it('50 concurrent placements with one freebet: exactly one is placed', async () => {
    const player = await fundedPlayer(app, 5_000)
    const freebet = await give(player, 'test-freebet-all-win')
    const leg = fresh()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        place(player, 1000, [leg], { id: freebet, type: 'freebet_all_win' }),
      ),
    )
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1)
    for (const refused of answers.filter((a) => a.statusCode !== 200))
      expect(refusalCode(refused)).toBe(109)
    expect((await myBets(player)).filter((b) => b.bonus?.id === freebet)).toHaveLength(1)
    expect(await balanceOf(database.db, player.accountId)).toBe(5_000)
    expect((await auditLedger(database.db)).problems).toEqual([])
  })

  it('POST /bonuses says which bonuses apply to each bet of the slip, and what they give', async () => {
    const player = await fundedPlayer(app, 5_000)
    const boost = await give(player, 'test-boost', false)
    const freebet = await give(player, 'test-freebet', false)
    const footballOnly = await give(player, 'test-football-only')
    const legs = [fresh(), fresh()]
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/bonuses',
      ...player,
      payload: { currency: 'EUR', bets: [{ selections: legs }, { selections: [tennis] }] },
    })
    expect(response.statusCode, response.body).toBe(200)
    const [combo, single] = slipBonusesResponseSchema.parse(response.json()).data
    const offer = (bet: typeof combo, id: string) => bet?.bonuses.find((b) => b.id === id)
    expect(offer(combo, boost)).toMatchObject({
      type: 'comboboost',
      user_bonus_status: 'available',
      odds: 1.1,
      active_range_index: 0,
      freebet_stake: null,
    })
    expect(offer(combo, boost)?.suitable_selections).toHaveLength(2)
    expect(offer(combo, freebet)).toMatchObject({
      user_bonus_status: 'available',
      freebet_stake: { subunits: 1000, currency: 'EUR' },
    })
    // Activated, it says so; on a tennis single neither the football freebet nor the boost apply.
    expect(offer(combo, footballOnly)?.user_bonus_status).toBe(
      legs.every((leg) => leg.odds >= 1.5) && legs.reduce((odds, leg) => odds * leg.odds, 1) <= 50
        ? 'active'
        : 'not_available',
    )
    expect(offer(single, footballOnly)?.user_bonus_status).toBe('not_available')
    expect(offer(single, boost)?.user_bonus_status).toBe('not_available')
    expect(offer(single, freebet)?.user_bonus_status).toBe('available')
    // Visitors have none.
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/v2/bonuses',
      payload: { currency: 'EUR', bets: [{ selections: [tennis] }] },
    })
    expect(visitor.statusCode).toBe(401)
  })

  it('a comboboost for verified players: offered with the reason until the phone is verified, then placed', async () => {
    const player = await fundedPlayer(app, 5_000)
    const boost = await give(player, 'test-verified-boost', false)
    const legs = [fresh(), fresh()]
    const offered = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v2/bonuses',
        ...player,
        payload: { currency: 'EUR', bets: [{ selections: legs }] },
      })
      const [combo] = slipBonusesResponseSchema.parse(response.json()).data
      return combo?.bonuses.find((b) => b.id === boost)
    }
    expect(await offered()).toMatchObject({
      user_bonus_status: 'not_available',
      reason: 'not_verified',
    })
    expect(
      refusalCode(await place(player, 1000, legs, { id: boost, type: 'comboboost', odds: 1.2 })),
    ).toBe(109)
    await database.db
      .insertInto('phone_verifications')
      .values({
        player_id: player.id,
        phone: '+4512345678',
        code_hash: 'x',
        attempts: 0,
        sent_at: '[]',
        verified_at: new Date().toISOString(),
      })
      .execute()
    expect(await offered()).toMatchObject({
      user_bonus_status: 'available',
      reason: null,
      odds: 1.2,
    })
    const placed = await place(player, 1000, legs, { id: boost, type: 'comboboost', odds: 1.2 })
    expect(placed.statusCode, placed.body).toBe(200)
  })

  it('a comboboost multiplies the combo’s odds, pays at them, once per use', async () => {
    const player = await fundedPlayer(app, 50_000)
    const boost = await give(player, 'test-boost', false)
    const legs = [fresh(), fresh()]
    // The bet names the boost it was shown: 1.10 for two selections; 1.25 is refused.
    expect(
      refusalCode(await place(player, 1000, legs, { id: boost, type: 'comboboost', odds: 1.25 })),
    ).toBe(109)
    const placed = await place(player, 1000, legs, { id: boost, type: 'comboboost', odds: 1.1 })
    expect(placed.statusCode, placed.body).toBe(200)
    const product = legs.reduce((odds, leg) => odds * leg.odds, 1)
    const [bet] = (await myBets(player)).filter((b) => b.bonus?.id === boost)
    expect(bet?.bonus).toEqual({ id: boost, type: 'comboboost', odds: 1.1 })
    expect(bet?.odds).toBeCloseTo(product * 1.1, 2)
    // Money bets take the stake as usual.
    expect(await balanceOf(database.db, player.accountId)).toBe(49_000)
    for (const leg of legs) await finishMatch(database.db, leg.match_id, { home: 3, away: 0 })
    await settle()
    const paid = (await myBets(player)).find((b) => b.bonus?.id === boost)
    const legMillis = legs.map((leg) => BigInt(Math.round(leg.odds * 1000)))
    const exact = (1000n * (legMillis[0] ?? 0n) * (legMillis[1] ?? 0n) * 1100n) / 1000n ** 3n
    expect(paid?.win_amount?.subunits).toBe(Number(exact))
    // Two uses: a single is no combo, the second combo uses it up, a third is refused.
    expect(
      refusalCode(await place(player, 1000, [fresh()], { id: boost, type: 'comboboost' })),
    ).toBe(109)
    expect(
      (await place(player, 1000, [fresh(), fresh()], { id: boost, type: 'comboboost' })).statusCode,
    ).toBe(200)
    expect(
      refusalCode(await place(player, 1000, [fresh(), fresh()], { id: boost, type: 'comboboost' })),
    ).toBe(109)
    expect((await auditLedger(database.db)).problems).toEqual([])
  })
})
