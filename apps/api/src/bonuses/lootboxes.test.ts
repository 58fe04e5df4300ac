import {
  apiErrorSchema,
  bonusesResponseSchema,
  bonusResponseSchema,
  type Bonus,
  type PlacementSelection,
} from '@sportsbook/contracts'
import { drawLootboxPrize } from '@sportsbook/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { openSelections, oneAtATime } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { freebet, period, texts } from '../testing/test-campaigns'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { auditLedger } from '../wallet/audit'
import { parseCampaigns } from './campaign-file'
import { campaignsOf } from './campaigns'
import { prizeTable } from './lootboxes'

const prizes = [
  { weight: 2, campaign: null },
  { weight: 1, campaign: 'prize-small' },
  { weight: 1, campaign: 'prize-big' },
]
const definitions = parseCampaigns(
  {
    campaigns: [
      freebet('prize-small', 200),
      freebet('prize-big', 1_000),
      {
        id: 'chest-code',
        type: 'lootbox',
        issue_on: 'promo_code',
        promo_code: 'CHEST',
        days_to_use: 7,
        ...period,
        ...texts('Code chest'),
        lootbox: { level: 2, prizes },
      },
      {
        id: 'chest-for-bets',
        type: 'lootbox',
        issue_on: 'bets',
        days_to_use: 7,
        ...period,
        ...texts('Chest for bets'),
        progress: { min_stake: { EUR: 100 }, ranges: [{ bets_count: 3, freebets_count: 1 }] },
        lootbox: { level: 3, prizes },
      },
    ],
  },
  'test',
)
const campaigns = campaignsOf(definitions)
const chestCode = campaigns.byId('chest-code')
if (!chestCode) throw new Error('the test campaigns have no chest-code')
const TABLE = prizeTable(chestCode, campaigns, 'EUR')

/** What the api's `random` must answer for the draw to land on `line` (found, not assumed). */
function randomFor(line: number): number {
  for (let k = 0; k < 10_000; k += 1) {
    const random = k / 10_000
    if (drawLootboxPrize(TABLE, Math.floor(random * 2 ** 31)).index === line) return random
  }
  throw new Error(`no random value draws line ${String(line)}`)
}

describe.each(DIALECTS)('lootboxes on %s (issue 39)', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let selections: PlacementSelection[]
  const fresh = oneAtATime(() => selections)
  let nextRandom = 0

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 14, now: new Date().toISOString() })
    selections = await openSelections(database.db, 20)
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 100_000 },
      bonuses: { campaigns: definitions, random: () => nextRandom },
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const list = async (player: SignedIn, plural: string) => {
    const response = await app.inject({ url: `/api/v2/bonuses/${plural}`, ...player })
    expect(response.statusCode, response.body).toBe(200)
    return bonusesResponseSchema.parse(response.json())
  }
  const chestFor = async (player: SignedIn): Promise<Bonus> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/bonuses/promo-code',
      payload: { code: 'chest' },
      ...player,
    })
    expect(response.statusCode, response.body).toBe(200)
    return bonusResponseSchema.parse(response.json()).data
  }
  const open = (player: SignedIn, id: string) =>
    app.inject({ method: 'POST', url: `/api/v2/bonuses/${id}/activate`, ...player })
  const opened = async (player: SignedIn, id: string) => {
    const response = await open(player, id)
    expect(response.statusCode, response.body).toBe(200)
    return bonusResponseSchema.parse(response.json()).data
  }

  it('opens once for the prize its recorded seed draws: a freebet on its own ledger', async () => {
    const player = await fundedPlayer(app, 10_000)
    const chest = await chestFor(player)
    expect(chest).toMatchObject({
      type: 'lootbox',
      status: 'available',
      lootbox: { level: 2, chest_size: 'medium' },
      lootbox_opening: null,
    })
    // Lootboxes are listed 500 to a page (spec §9.1), freebets 4.
    const lootboxes = await list(player, 'lootboxes')
    expect(lootboxes.pagination.limit).toBe(500)
    expect(lootboxes.data.map((b) => b.id)).toEqual([chest.id])
    expect((await list(player, 'freebets')).pagination.limit).toBe(4)

    nextRandom = randomFor(2)
    const result = await opened(player, chest.id)
    expect(result.status).toBe('bonus_over')
    const opening = result.lootbox_opening
    expect(opening).toMatchObject({ chest: { size: 'medium', variant: 'win' }, prize_index: 2 })
    // The prize: the big freebet, issued to the player, its money on the bonus ledger.
    const freebets = (await list(player, 'freebets')).data
    expect(freebets).toHaveLength(1)
    expect(freebets[0]).toMatchObject({
      id: opening?.prize_bonus_id,
      campaign_id: 'prize-big',
      freebet_balance: { subunits: 1_000, currency: 'EUR' },
      // The player saw it come out of the chest: no new-bonus popup for it.
      issued: { seen: true },
    })
    // The seed is stored with the opening, and drawing with it again gives the same line.
    const row = await database.db
      .selectFrom('player_bonuses')
      .select(['draw_seed', 'prize_index'])
      .where('id', '=', chest.id)
      .executeTakeFirstOrThrow()
    expect(row.draw_seed).toBe(opening?.seed)
    expect(drawLootboxPrize(TABLE, row.draw_seed ?? -1).index).toBe(row.prize_index)
    // Opened is over: a second opening is refused and gives nothing more.
    const again = await open(player, chest.id)
    expect(again.statusCode).toBe(409)
    expect(apiErrorSchema.parse(again.json()).error.message).toBe('This bonus is bonus over')
    expect((await list(player, 'freebets')).data).toHaveLength(1)
    // Told once, for the chest the code gave; the prize came out before the player's eyes.
    const told = await database.db
      .selectFrom('notifications')
      .select('object_id')
      .where('player_id', '=', player.id)
      .where('type', '=', 'bonus_issued')
      .execute()
    expect(told.map((n) => n.object_id)).toEqual([chest.id])
    expect((await auditLedger(app.db)).problems).toEqual([])
  })

  it('an empty chest is a loss: nothing is issued', async () => {
    const player = await fundedPlayer(app, 10_000)
    const chest = await chestFor(player)
    nextRandom = randomFor(0)
    const result = await opened(player, chest.id)
    expect(result.lootbox_opening).toMatchObject({
      chest: { size: 'medium', variant: 'loss' },
      prize_index: 0,
      prize_bonus_id: null,
    })
    expect((await list(player, 'freebets')).data).toEqual([])
  })

  it('two openings at once: one draws, the other is refused, one prize at most', async () => {
    const player = await fundedPlayer(app, 10_000)
    const chest = await chestFor(player)
    nextRandom = randomFor(1)
    const answers = await Promise.all([open(player, chest.id), open(player, chest.id)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const freebets = (await list(player, 'freebets')).data
    expect(freebets.map((b) => b.campaign_id)).toEqual(['prize-small'])
  })

  it('is earned by play: the third counting bet earns the chest, once', async () => {
    const player = await fundedPlayer(app, 10_000)
    const place = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/bets',
        ...player,
        payload: { bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: [fresh()] }] },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    await place()
    await place()
    expect((await list(player, 'lootboxes')).data).toEqual([])
    await place()
    await place()
    const earned = (await list(player, 'lootboxes')).data
    expect(earned.map((b) => [b.campaign_id, b.lootbox?.chest_size])).toEqual([
      ['chest-for-bets', 'large'],
    ])
  })
})

describe('lootbox campaigns in the operator’s file', () => {
  const lootbox = (over: Record<string, unknown>) => ({
    id: 'a-chest',
    type: 'lootbox',
    issue_on: 'operator',
    days_to_use: 7,
    ...period,
    ...texts('A chest'),
    lootbox: { level: 1, prizes },
    ...over,
  })
  const parse = (campaigns: unknown[]) => () => parseCampaigns({ campaigns }, 'campaigns.json')

  it('name freebet campaigns of the same file as prizes', () => {
    expect(parse([freebet('prize-small', 200), lootbox({})])).toThrow(
      /campaigns\.1\.lootbox\.prizes\.2\.campaign: Expected the id of a freebet campaign of this file, not prize-big/,
    )
  })

  it('have a lootbox exactly when they are one, and no freebet of their own', () => {
    expect(parse([lootbox({ lootbox: undefined })])).toThrow(
      /lootbox: Expected a lootbox \(level, prizes\) exactly for a lootbox campaign/,
    )
    expect(
      parse([
        freebet('prize-small', 200),
        freebet('prize-big', 1_000),
        lootbox({ freebet: { amounts: { EUR: 1 }, min_odds: 1.5, max_odds: 2 } }),
      ]),
    ).toThrow(/freebet: Only a freebet has freebet parameters/)
    expect(parse([lootbox({ lootbox: { level: 1, prizes: [] } })])).toThrow(/lootbox\.prizes/)
  })
})
