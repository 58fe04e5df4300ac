import { readFileSync } from 'node:fs'
import {
  apiErrorSchema,
  bonusCampaignsResponseSchema,
  bonusesResponseSchema,
  bonusResponseSchema,
  bonusTermsResponseSchema,
  type Bonus,
} from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { parseCampaigns, storedCampaign, type CampaignDefinition } from '../bonuses/campaign-file'
import { FARMING_CAMPAIGNS } from '../testing/test-campaigns'
import { auditLedger } from '../wallet/audit'
import { fundedPlayer, signIn, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

// The demo's hunting and tournament are issued on sign-up too; they have their own tests
// (bonuses/farming.test.ts), and this engine's counts are of the kinds before them.
const demo = parseCampaigns(
  JSON.parse(
    readFileSync(new URL('../../config/bonus-campaigns.demo.json', import.meta.url), 'utf8'),
  ),
  'demo',
).filter((c) => !c.farming)
/** A code whose campaign has not started yet. */
const noRisk = demo.find((c) => c.id === 'no-risk-code')
if (!noRisk) throw new Error('the demo campaigns have no no-risk-code')
const upcoming: CampaignDefinition = {
  ...noRisk,
  id: 'upcoming-code',
  promo_code: 'LATER',
  public: false,
  valid_from: '2099-01-01T00:00:00.000Z',
  valid_to: '2099-12-31T00:00:00.000Z',
}
const PASSWORD = 'pass word 123'

describe.each(DIALECTS)('bonus engine on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let multi: ApiInstance

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    const options = {
      db: database.db,
      players: { autoConfirm: true, authAttemptsPerMinute: 10_000 },
      demoPayments: { secret: 'a test secret of the demo payment provider!' },
    }
    app = buildApp({ ...options, bonuses: { campaigns: [...demo, upcoming] } })
    // The same database, the operator allowing several active freebets.
    multi = buildApp({
      ...options,
      db: database.db,
      bonuses: { campaigns: [...demo, upcoming], multiActiveFreebets: true },
    })
    await app.ready()
  })
  afterAll(async () => {
    await multi.close().catch(() => undefined)
    await app.close()
    await database.close()
  })

  /** A new player through the real sign-up route (auto-confirmed), signed in. */
  async function newPlayer(overrides: Record<string, unknown> = {}): Promise<SignedIn> {
    const email = `${crypto.randomUUID()}@players.test`
    const created = await app.inject({
      method: 'POST',
      url: '/platform/users',
      payload: {
        email,
        password: PASSWORD,
        country: 'DK',
        currency: 'EUR',
        terms: true,
        ...overrides,
      },
    })
    expect(created.statusCode).toBe(201)
    return signIn(app, email, PASSWORD)
  }
  const bonuses = async (as: SignedIn, query = '') => {
    const response = await app.inject({ url: `/api/v2/bonuses${query}`, ...as })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return bonusesResponseSchema.parse(response.json())
  }
  const redeem = (as: SignedIn, code: string) =>
    app.inject({ method: 'POST', url: '/api/v2/bonuses/promo-code', payload: { code }, ...as })
  const activate = (as: SignedIn, id: string, on = app) =>
    on.inject({ method: 'POST', url: `/api/v2/bonuses/${id}/activate`, ...as })
  const ledgerOf = (bonusId: string) =>
    database.db
      .selectFrom('bonus_ledger_entries')
      .select(['amount', 'kind'])
      .where('bonus_id', '=', bonusId)
      .execute()
  const byCampaign = (list: readonly Bonus[], campaign: string) => {
    const bonus = list.find((b) => b.campaign_id === campaign)
    if (!bonus) throw new Error(`no ${campaign} bonus in ${JSON.stringify(list)}`)
    return bonus
  }

  it('a new player gets the sign-up campaigns: the freebet on its own ledger, the boost with its uses', async () => {
    const player = await newPlayer()
    const { data, pagination } = await bonuses(player)
    expect(pagination).toMatchObject({ total: 2, limit: 4 })
    const freebet = byCampaign(data, 'welcome-freebet')
    expect(freebet).toMatchObject({
      type: 'freebet',
      name: 'Welcome freebet',
      status: 'available',
      is_active: false,
      freebet: { amount: { subunits: 500, currency: 'EUR' }, min_odds: 1.5, max_odds: 20 },
      freebet_balance: { subunits: 500, currency: 'EUR' },
      issued: { seen: false, activated_at: null, status: 'available' },
    })
    // Expires 14 days after issue, by the server's clock.
    const lifetime = Date.parse(freebet.issued.expired_at) - Date.parse(freebet.issued.issued_at)
    expect(lifetime).toBe(14 * 86_400_000)
    expect(await ledgerOf(freebet.id)).toEqual([{ amount: 500, kind: 'freebet_issued' }])
    expect(byCampaign(data, 'combo-boost')).toMatchObject({
      type: 'comboboost',
      uses_left: 10,
      freebet_balance: null,
      comboboost: {
        min_odds: 1.2,
        uses_count: 10,
        ranges: [{ min_count: 3, max_count: 4, odds: 1.05 }, {}, {}],
      },
    })
    // The player's money is untouched: a freebet is not a deposit.
    const accounts = await app.inject({ url: '/platform/player/accounts', ...player })
    expect(JSON.stringify(accounts.json())).not.toContain('"balance":500')
  })

  it('a freebet offered in no currency of the player is not issued', async () => {
    const player = await newPlayer({ currency: 'SEK' })
    const { data } = await bonuses(player)
    expect(data.map((b) => b.campaign_id)).toEqual(['combo-boost'])
  })

  it('filters by type, usability, unseen and limit per type; pages by 4', async () => {
    const player = await newPlayer()
    expect((await redeem(player, 'norisk10')).statusCode).toBe(200)
    expect((await bonuses(player, '?type=comboboost')).data.map((b) => b.type)).toEqual([
      'comboboost',
    ])
    expect((await bonuses(player, '?limit_per_type=1')).data.map((b) => b.type).sort()).toEqual([
      'comboboost',
      'freebet',
      'freebet_no_risk',
    ])
    expect((await bonuses(player, '?limit=2&page=2')).data).toHaveLength(1)
    // The redeemed one is seen already: the player asked for it.
    expect((await bonuses(player, '?unseen=true')).data.map((b) => b.campaign_id).sort()).toEqual([
      'combo-boost',
      'welcome-freebet',
    ])
    const freebets = await app.inject({ url: '/api/v2/bonuses/freebets', ...player })
    expect(
      bonusesResponseSchema
        .parse(freebets.json())
        .data.map((b) => b.type)
        .sort(),
    ).toEqual(['freebet', 'freebet_no_risk'])
    const bad = await app.inject({ url: '/api/v2/bonuses?status=gone', ...player })
    expect(bad.statusCode).toBe(400)
    expect(apiErrorSchema.parse(bad.json()).error.details[0]?.field).toBe('querystring.status')
  })

  it('a promo code issues its bonus once, in any case; unknown and not-yet-valid codes are refused', async () => {
    const player = await newPlayer()
    const first = await redeem(player, ' NoRisk10 ')
    expect(first.statusCode).toBe(200)
    const issued = bonusResponseSchema.parse(first.json()).data
    expect(issued).toMatchObject({ type: 'freebet_no_risk', campaign_id: 'no-risk-code' })
    expect(await ledgerOf(issued.id)).toEqual([{ amount: 1000, kind: 'freebet_issued' }])

    const again = await redeem(player, 'NORISK10')
    expect(again.statusCode).toBe(409)
    expect(apiErrorSchema.parse(again.json()).error.code).toBe('promo_code_used')
    const unknown = await redeem(player, 'NOPE')
    expect(unknown.statusCode).toBe(404)
    expect(apiErrorSchema.parse(unknown.json()).error).toMatchObject({
      code: 'promo_code_unknown',
      details: [{ field: 'body.code' }],
    })
    const later = await redeem(player, 'LATER')
    expect(later.statusCode).toBe(422)
    expect(apiErrorSchema.parse(later.json()).error.code).toBe('bonus_not_offered')
    const empty = await redeem(player, '')
    expect(empty.statusCode).toBe(400)
    expect(apiErrorSchema.parse(empty.json()).error.details[0]?.field).toBe('body.code')
    // Without a session: 401; without the CSRF header: 403.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v2/bonuses/promo-code',
          payload: { code: 'NORISK10' },
        })
      ).statusCode,
    ).toBe(401)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v2/bonuses/promo-code',
          payload: { code: 'NORISK10' },
          cookies: player.cookies,
        })
      ).statusCode,
    ).toBe(403)
  })

  it('20 concurrent redemptions of one code issue one bonus', async () => {
    const player = await newPlayer()
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(player, 'NORISK10')))
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19)
    expect((await bonuses(player, '?type=freebet_no_risk')).pagination.total).toBe(1)
  })

  it('activating a freebet switches from the active one unless several may be active', async () => {
    const player = await newPlayer()
    const welcome = byCampaign((await bonuses(player)).data, 'welcome-freebet')
    const noRisk = bonusResponseSchema.parse((await redeem(player, 'NORISK10')).json()).data
    const on = await activate(player, welcome.id)
    expect(on.statusCode).toBe(200)
    expect(bonusResponseSchema.parse(on.json()).data).toMatchObject({
      status: 'active',
      is_active: true,
      issued: { seen: true },
    })
    expect((await activate(player, welcome.id)).statusCode).toBe(200)
    await activate(player, noRisk.id)
    const active = await app.inject({ url: '/api/v2/bonuses/freebets?active=true', ...player })
    expect(bonusesResponseSchema.parse(active.json()).data.map((b) => b.id)).toEqual([noRisk.id])

    // An operator that allows it: both stay active.
    expect((await activate(player, welcome.id, multi)).statusCode).toBe(200)
    const both = await app.inject({ url: '/api/v2/bonuses/freebets?active=true', ...player })
    expect(
      bonusesResponseSchema
        .parse(both.json())
        .data.map((b) => b.id)
        .sort(),
    ).toEqual([welcome.id, noRisk.id].sort())
  })

  it('two freebets activated at once leave one active when only one may be', async () => {
    for (let round = 0; round < 10; round += 1) {
      const player = await newPlayer()
      const welcome = byCampaign((await bonuses(player)).data, 'welcome-freebet')
      const noRisk = bonusResponseSchema.parse((await redeem(player, 'NORISK10')).json()).data
      const answers = await Promise.all([activate(player, welcome.id), activate(player, noRisk.id)])
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
      const active = await app.inject({ url: '/api/v2/bonuses/freebets?active=true', ...player })
      expect(bonusesResponseSchema.parse(active.json()).data).toHaveLength(1)
    }
  })

  it('expires by the server clock: shown expired, not usable, cannot be activated', async () => {
    const player = await newPlayer()
    const welcome = byCampaign((await bonuses(player)).data, 'welcome-freebet')
    // Time passes: the bonus's end is now in the past.
    await database.db
      .updateTable('player_bonuses')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', welcome.id)
      .execute()
    const shown = byCampaign((await bonuses(player)).data, 'welcome-freebet')
    expect(shown.status).toBe('expired')
    expect((await bonuses(player, '?available=true')).data.map((b) => b.campaign_id)).toEqual([
      'combo-boost',
    ])
    expect((await bonuses(player, '?status=expired')).pagination.total).toBe(1)
    const refused = await activate(player, welcome.id)
    expect(refused.statusCode).toBe(409)
    expect(apiErrorSchema.parse(refused.json()).error.code).toBe('bonus_not_available')
  })

  it('another player’s bonus is not found: read, terms or activation', async () => {
    const owner = await newPlayer()
    const other = await newPlayer()
    const welcome = byCampaign((await bonuses(owner)).data, 'welcome-freebet')
    for (const url of [
      `/api/v2/bonuses/freebets/${welcome.id}`,
      `/api/v2/bonuses/freebets/${welcome.id}/terms`,
    ])
      expect((await app.inject({ url, ...other })).statusCode).toBe(404)
    expect((await activate(other, welcome.id)).statusCode).toBe(404)
    // And a freebet is not a comboboost.
    expect(
      (await app.inject({ url: `/api/v2/bonuses/comboboosts/${welcome.id}`, ...owner })).statusCode,
    ).toBe(404)
  })

  it('detail and terms in the player’s language, English otherwise', async () => {
    const player = await newPlayer()
    const welcome = byCampaign((await bonuses(player)).data, 'welcome-freebet')
    const detail = await app.inject({
      url: `/api/v2/bonuses/freebets/${welcome.id}`,
      headers: { ...player.headers, 'accept-language': 'de' },
      cookies: player.cookies,
    })
    expect(bonusResponseSchema.parse(detail.json()).data.name).toBe('Willkommens-Freebet')
    const terms = await app.inject({
      url: `/api/v2/bonuses/freebets/${welcome.id}/terms`,
      headers: { ...player.headers, 'accept-language': 'fr' },
      cookies: player.cookies,
    })
    expect(bonusTermsResponseSchema.parse(terms.json()).data.terms).toMatch(/^A freebet for every/)
  })

  it('mark-as-seen clears the unseen list, for the player’s own bonuses only', async () => {
    const player = await newPlayer()
    const other = await newPlayer()
    const unseen = (await bonuses(player, '?unseen=true')).data
    expect(unseen).toHaveLength(2)
    const [theirs] = (await bonuses(other)).data
    if (!theirs) throw new Error('the other player has no bonus')
    const marked = await app.inject({
      method: 'POST',
      url: '/api/v2/bonuses/mark-as-seen',
      payload: { bonuses: [...unseen, theirs].map((b) => ({ id: b.id, type: b.type })) },
      ...player,
    })
    expect(marked.json()).toEqual({ data: { marked: 2 } })
    expect((await bonuses(player, '?unseen=true')).pagination.total).toBe(0)
    expect((await bonuses(other, '?unseen=true')).pagination.total).toBe(2)
  })

  it('the first completed deposit earns its campaign, a second one does not', async () => {
    const player = await fundedPlayer(app, 0)
    const deposit = () =>
      app.inject({
        method: 'POST',
        url: '/platform/deposits/quick',
        payload: { currency: 'EUR', amount: 2_000 },
        ...player,
      })
    expect((await deposit()).statusCode).toBe(200)
    expect((await deposit()).statusCode).toBe(200)
    const { data } = await bonuses(player)
    expect(data.map((b) => b.campaign_id)).toEqual(['first-deposit-freebet'])
    expect(data[0]).toMatchObject({ type: 'freebet_all_win', freebet_balance: { subunits: 1000 } })
  })

  it('the ledger audit counts the freebets, and a freebet balance off its rows is a problem', async () => {
    const clean = await auditLedger(database.db)
    expect(clean.problems).toEqual([])
    expect(clean.freebets).toBeGreaterThan(5)
    const player = await newPlayer()
    const welcome = byCampaign((await bonuses(player)).data, 'welcome-freebet')
    await database.db
      .updateTable('player_bonuses')
      .set({ balance: 400 })
      .where('id', '=', welcome.id)
      .execute()
    expect((await auditLedger(database.db)).problems).toEqual([
      `freebet ${welcome.id}: balance 400 but its rows sum to 500`,
    ])
    await database.db
      .updateTable('player_bonuses')
      .set({ balance: 500 })
      .where('id', '=', welcome.id)
      .execute()
  })

  it('lists the public campaigns to visitors, by period', async () => {
    const all = bonusCampaignsResponseSchema.parse(
      (await app.inject({ url: '/api/v2/bonuses/campaigns' })).json(),
    ).data
    expect(all.map((c) => c.id)).toEqual([
      'welcome-freebet',
      'combo-boost',
      'first-deposit-freebet',
      'no-risk-code',
      'bet-and-get',
      'lucky-chest',
    ])
    expect(all.every((c) => c.period === 'valid')).toBe(true)
    // A lootbox publishes its chest and the chance of each prize (issue 39).
    expect(all.find((c) => c.id === 'lucky-chest')?.lootbox).toEqual({
      level: 1,
      chest_size: 'small',
      prizes: [
        { campaign_id: null, chance: 0.65 },
        { campaign_id: 'chest-freebet-2', chance: 0.3 },
        { campaign_id: 'chest-freebet-10', chance: 0.05 },
      ],
    })
    const past = await app.inject({ url: '/api/v2/bonuses/campaigns?period=past' })
    expect(bonusCampaignsResponseSchema.parse(past.json()).data).toEqual([])
    // Player calls need a session.
    expect((await app.inject({ url: '/api/v2/bonuses' })).statusCode).toBe(401)
  })

  it("gives freebet campaigns their value: the player's currency, the site's, or the one asked", async () => {
    const welcome = async (query: string, as?: SignedIn) =>
      bonusCampaignsResponseSchema
        .parse((await app.inject({ url: `/api/v2/bonuses/campaigns${query}`, ...as })).json())
        .data.find((c) => c.id === 'welcome-freebet')?.freebet?.amount
    expect(await welcome('')).toEqual({ subunits: 500, currency: 'EUR' })
    expect(await welcome('?currency=BRL')).toEqual({ subunits: 2500, currency: 'BRL' })
    expect(await welcome('', await newPlayer({ currency: 'BRL' }))).toEqual({
      subunits: 2500,
      currency: 'BRL',
    })
    expect(await welcome('?currency=JPY')).toBeNull() // not offered in that currency
    const bad = await app.inject({ url: '/api/v2/bonuses/campaigns?currency=euro' })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('querystring.currency')
  })
})

describe('the campaigns file', () => {
  const valid = JSON.parse(
    readFileSync(new URL('../../config/bonus-campaigns.demo.json', import.meta.url), 'utf8'),
  ) as { campaigns: Record<string, unknown>[] }
  const withCampaign = (change: Record<string, unknown>, index = 0) => ({
    campaigns: valid.campaigns.map((c, i) => (i === index ? { ...c, ...change } : c)),
  })
  const problems = (json: unknown) => {
    try {
      parseCampaigns(json, 'bonus-campaigns.json')
      return ''
    } catch (error) {
      return (error as Error).message
    }
  }

  it('accepts the demo file', () => {
    expect(problems(valid)).toBe('')
  })

  it('reads every campaign back from storage as it was parsed (defaults included)', () => {
    const parsed = [
      ...parseCampaigns(valid, 'demo'),
      ...parseCampaigns({ campaigns: FARMING_CAMPAIGNS }, 'farming'),
    ]
    for (const campaign of parsed)
      expect(storedCampaign(JSON.stringify(campaign))).toEqual(campaign)
  })

  it('refuses a bad file whole, naming every wrong field', () => {
    expect(problems(withCampaign({ type: 'jackpot' }))).toMatch(/campaigns\.0\.type:/)
    expect(problems(withCampaign({ type: 'hunting' }))).toMatch(
      /campaigns\.0\.farming: Expected farming/,
    )
    expect(problems(withCampaign({ freebet: undefined }))).toMatch(
      /campaigns\.0\.freebet: Expected the freebet/,
    )
    expect(problems(withCampaign({ valid_to: '2020-01-01T00:00:00Z' }))).toMatch(
      /campaigns\.0\.valid_to: Expected a time after valid_from/,
    )
    expect(problems(withCampaign({ promo_code: 'X1' }, 3))).toMatch(/campaigns\.3\.promo_code:/)
    expect(problems(withCampaign({ name: { de: 'Nur Deutsch' } }))).toMatch(
      /campaigns\.0\.name: Expected an English text/,
    )
    expect(problems(withCampaign({ id: 'combo-boost' }))).toMatch(/Duplicate id combo-boost/)
    expect(problems(withCampaign({ surprise: 1 }))).toMatch(/campaigns\.0/)
    expect(
      problems(withCampaign({ freebet: { amounts: { EUR: 1.5 }, min_odds: 1.5, max_odds: 2 } })),
    ).toMatch(/campaigns\.0\.freebet\.amounts\.EUR/)
    expect(problems({})).toMatch(/campaigns:/)
    // Freebet progress: only with issue_on bets, ranges in order, a minimum stake per currency.
    const progress = valid.campaigns.findIndex((c) => c.issue_on === 'bets')
    expect(problems(withCampaign({ issue_on: 'operator' }, progress))).toMatch(
      new RegExp(`campaigns\\.${String(progress)}\\.progress: Expected progress`),
    )
    expect(
      problems(
        withCampaign(
          {
            progress: {
              min_stake: { EUR: 500 },
              ranges: [
                { bets_count: 3, freebets_count: 1 },
                { bets_count: 3, freebets_count: 1 },
              ],
            },
          },
          progress,
        ),
      ),
    ).toMatch(/progress\.ranges: Expected ranges in order/)
    expect(
      problems(
        withCampaign(
          { progress: { min_stake: { EUR: 500 }, ranges: [{ bets_count: 3, freebets_count: 1 }] } },
          progress,
        ),
      ),
    ).toMatch(/progress: Expected a min_stake in every currency of the amounts: USD, GBP/)
  })
})
