import {
  PUSH_CHANNELS,
  placeBetsResponseSchema,
  type PlacementSelection,
} from '@sportsbook/contracts'
import type { FeedEvent, SettledOutcome } from '@sportsbook/feed'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { settleReadyBets } from '../bets/settlement'
import { ensureCatalogue } from '../catalogue/seed'
import { oneAtATime, openSelections, placeBet } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { auditLedger } from '../wallet/audit'
import { parseCampaigns } from '../bonuses/campaign-file'
import { givenBonus } from '../testing/bonuses'
import { applyFeedEvents, type ApplyOptions } from './apply-feed-events'

/** A €10 no-risk freebet: a void bet gives it back, a lost one comes back as a new freebet. */
const [noRisk] = parseCampaigns(
  {
    campaigns: [
      {
        id: 'corrections-no-risk',
        type: 'freebet_no_risk',
        issue_on: 'operator',
        days_to_use: 7,
        valid_from: '2026-01-01T00:00:00Z',
        valid_to: '2099-01-01T00:00:00Z',
        name: { en: 'No risk' },
        terms: { en: 'Terms' },
        freebet: { amounts: { EUR: 1000 }, min_odds: 1.01, max_odds: 1000 },
      },
    ],
  },
  'test',
)

// Issue 40: what a real feed settles with besides win and lose — dead heats, unconfirmed
// results, cancels of the bets placed in a window, and rollbacks of settlements and cancels —
// paid exactly, once, and explained by the ledger.

describe.each(DIALECTS)('feed corrections on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let selections: PlacementSelection[] = []
  const nextSelection = oneAtATime(() => selections)

  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 12, now: new Date().toISOString() })
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      bets: { placementsPerMinute: 100_000 },
      bonuses: { campaigns: noRisk ? [noRisk] : [] },
    })
    selections = await openSelections(database.db, 10)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const feed = (events: FeedEvent[], options?: ApplyOptions) =>
    applyFeedEvents(database.db, events, new Date(), options)
  const settle = () => settleReadyBets(database.db, () => undefined)

  function settled(
    selection: PlacementSelection,
    result: SettledOutcome['result'],
    extra: Partial<SettledOutcome> = {},
  ): FeedEvent {
    return {
      type: 'outcomes_settled',
      provider: 'betradar',
      matchId: selection.match_id,
      outcomes: [
        {
          marketId: selection.market_id,
          specifier: selection.specifier,
          outcomeId: selection.outcome_id,
          result,
          ...extra,
        },
      ],
    }
  }
  const market = (selection: PlacementSelection) => [
    { marketId: selection.market_id, specifier: selection.specifier },
  ]

  async function bet(player: SignedIn, selection: PlacementSelection) {
    const placed = await placeBet(app, player, 1000, [selection])
    expect(placed.statusCode, placed.body).toBe(200)
    return placeBetsResponseSchema.parse(placed.json()).data[0]?.betId ?? ''
  }
  const betRow = (id: string) =>
    database.db
      .selectFrom('bets')
      .select(['status', 'result', 'win_amount', 'settlement_round'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const ledger = (accountId: string) =>
    database.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount', 'reference'])
      .where('account_id', '=', accountId)
      .where('kind', '!=', 'deposit')
      .orderBy('created_at')
      .execute()
  const balance = async (accountId: string) =>
    (
      await database.db
        .selectFrom('accounts')
        .select('balance')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).balance

  it('pays a dead heat its part of the stake at the odds, once however often it is sent', async () => {
    const selection = nextSelection()
    const player = await fundedPlayer(app, 1000)
    const id = await bet(player, selection)
    const heat = settled(selection, 'win', { deadHeat: { numerator: 1, denominator: 3 } })
    await feed([heat])
    await settle()
    await feed([heat])
    await settle()
    const odds = Math.round(selection.odds * 1000)
    const expected = Math.floor((1000 * odds) / 3000)
    expect(await betRow(id)).toMatchObject({ status: 'done', win_amount: expected })
    expect(await ledger(player.accountId)).toEqual([
      expect.objectContaining({ kind: 'bet_stake', amount: -1000 }),
      { kind: 'bet_payout', amount: expected, reference: id },
    ])
  })

  it('settles on a result only live scouts saw only when the operator allows it', async () => {
    const selection = nextSelection()
    const player = await fundedPlayer(app, 1000)
    const id = await bet(player, selection)
    await feed([{ ...settled(selection, 'lose'), confirmed: false } as FeedEvent])
    expect(await settle()).toBe(0)
    expect(await betRow(id)).toMatchObject({ status: 'waiting_results' })
    await feed([{ ...settled(selection, 'lose'), confirmed: false } as FeedEvent], {
      settleOnUnconfirmed: true,
    })
    await settle()
    expect(await betRow(id)).toMatchObject({ status: 'done', result: 'lose_entire' })
  })

  it('voids only the bets placed inside a cancel’s window', async () => {
    const selection = nextSelection()
    const player = await fundedPlayer(app, 2000)
    const before = await bet(player, selection)
    const inside = await bet(player, selection)
    // The first bet was placed a minute ago (the test sets its clock); the window opens after.
    const aMinuteAgo = new Date(Date.now() - 60_000).toISOString()
    await database.db
      .updateTable('bets')
      .set({ created_at: aMinuteAgo })
      .where('id', '=', before)
      .execute()
    const opens = new Date(Date.now() - 30_000).toISOString()
    await feed([
      {
        type: 'bet_cancel',
        provider: 'betradar',
        matchId: selection.match_id,
        markets: market(selection),
        window: { from: opens, to: null },
      },
      settled(selection, 'lose'),
    ])
    await settle()
    expect(await betRow(before)).toMatchObject({ status: 'done', result: 'lose_entire' })
    expect(await betRow(inside)).toMatchObject({
      status: 'done',
      result: 'refund_entire',
      win_amount: 1000,
    })
  })

  it('voids only the bets on the markets a cancel names', async () => {
    const selection = nextSelection()
    const player = await fundedPlayer(app, 1000)
    const id = await bet(player, selection)
    await feed([
      {
        type: 'bet_cancel',
        provider: 'betradar',
        matchId: selection.match_id,
        markets: [{ marketId: selection.market_id, specifier: 'another line' }],
        window: { from: null, to: null },
      },
      settled(selection, 'lose'),
    ])
    await settle()
    expect(await betRow(id)).toMatchObject({ status: 'done', result: 'lose_entire' })
  })

  it('takes back a rolled-back win even when it was spent, and settles it again', async () => {
    const selection = nextSelection()
    const player = await fundedPlayer(app, 1000)
    const id = await bet(player, selection)
    await feed([settled(selection, 'win')])
    await settle()
    const won = (await betRow(id)).win_amount ?? 0
    expect(won).toBeGreaterThan(1000)
    // The player stakes the winnings on another match.
    const spent = await placeBet(app, player, won, [nextSelection()])
    expect(spent.statusCode).toBe(200)
    expect(await balance(player.accountId)).toBe(0)

    // The player's pages hear of it: the bet open again, the balance after the take-back.
    const pushed: unknown[] = []
    const publish = vi.spyOn(app.publisher, 'publish').mockImplementation((channel, event) => {
      if (channel === PUSH_CHANNELS.player(player.id)) pushed.push(event)
    })
    await feed(
      [
        {
          type: 'rollback_bet_settlement',
          provider: 'betradar',
          matchId: selection.match_id,
          markets: market(selection),
        },
      ],
      { onReopened: (bets) => app.betWorkers.reopened(bets) },
    )
    publish.mockRestore()
    expect(pushed).toEqual([
      {
        type: 'bet_changed',
        bet_id: id,
        status: 'waiting_results',
        result: 'no_results',
        win_amount: null,
      },
      {
        type: 'balance_changed',
        balance: { subunits: -won, currency: 'EUR' },
        bonus_balance: null,
      },
    ])
    expect(await betRow(id)).toMatchObject({ status: 'waiting_results', settlement_round: 1 })
    expect(await balance(player.accountId)).toBe(-won)
    expect((await auditLedger(database.db)).problems).toEqual([])
    // Nothing settles it again until the market has a result once more.
    await settle()
    expect(await betRow(id)).toMatchObject({ status: 'waiting_results' })

    await feed([settled(selection, 'halfWin')])
    await settle()
    const again = Math.floor((1000 * (1000 + Math.round(selection.odds * 1000))) / 2000)
    expect(await betRow(id)).toMatchObject({ status: 'done', win_amount: again })
    expect(await ledger(player.accountId)).toEqual([
      expect.objectContaining({ kind: 'bet_stake', amount: -1000 }),
      { kind: 'bet_payout', amount: won, reference: id },
      expect.objectContaining({ kind: 'bet_stake', amount: -won }),
      { kind: 'bet_payout_reversal', amount: -won, reference: id },
      { kind: 'bet_payout', amount: again, reference: `${id}/1` },
    ])
    expect(await balance(player.accountId)).toBe(again - won)
    expect((await auditLedger(database.db)).problems).toEqual([])
  })

  it('cancels a settled bet and stands it again when the cancel is rolled back', async () => {
    const selection = nextSelection()
    const player = await fundedPlayer(app, 1000)
    const id = await bet(player, selection)
    await feed([settled(selection, 'lose')])
    await settle()
    const cancel = {
      provider: 'betradar',
      matchId: selection.match_id,
      markets: [],
      window: { from: null, to: null },
    } as const
    await feed([{ type: 'bet_cancel', ...cancel }])
    await settle()
    expect(await betRow(id)).toMatchObject({
      status: 'done',
      result: 'refund_entire',
      win_amount: 1000,
      settlement_round: 1,
    })
    expect(await balance(player.accountId)).toBe(1000)

    await feed([{ type: 'rollback_bet_cancel', ...cancel }])
    await settle()
    expect(await betRow(id)).toMatchObject({
      status: 'done',
      result: 'lose_entire',
      settlement_round: 2,
    })
    expect(await balance(player.accountId)).toBe(0)
    expect((await auditLedger(database.db)).problems).toEqual([])
  })

  it('takes back what a settlement gave the freebet, and gives what the next one says', async () => {
    if (!noRisk) throw new Error('no campaign')
    const selection = nextSelection()
    const player = await fundedPlayer(app, 0)
    const freebetId = await givenBonus(app, player, noRisk)
    const placed = await placeBet(app, player, 1000, [selection], {
      id: freebetId,
      type: 'freebet_no_risk',
    })
    expect(placed.statusCode, placed.body).toBe(200)
    const id = placeBetsResponseSchema.parse(placed.json()).data[0]?.betId ?? ''
    const rollback = {
      type: 'rollback_bet_settlement',
      provider: 'betradar',
      matchId: selection.match_id,
      markets: market(selection),
    } as const
    const freebets = () =>
      database.db
        .selectFrom('player_bonuses')
        .select(['source', 'state', 'balance'])
        .where('player_id', '=', player.id)
        .orderBy('issued_at')
        .execute()
    const rows = (bonusId: string) =>
      database.db
        .selectFrom('bonus_ledger_entries')
        .select(['kind', 'amount', 'reference'])
        .where('bonus_id', '=', bonusId)
        .orderBy('created_at')
        .execute()

    // Lost: the stake comes back as a new freebet; rolled back, that freebet ends, emptied.
    await feed([settled(selection, 'lose')])
    await settle()
    expect(await freebets()).toEqual([
      { source: 'operator', state: 'bonus_over', balance: 0 },
      { source: 'no_risk_refund', state: 'available', balance: 1000 },
    ])
    await feed([rollback])
    expect(await freebets()).toEqual([
      { source: 'operator', state: 'bonus_over', balance: 0 },
      { source: 'no_risk_refund', state: 'deactivated', balance: 0 },
    ])
    // Void this time: the stake goes back to the freebet itself; rolled back, it is taken.
    await feed([settled(selection, 'void')])
    await settle()
    expect((await freebets())[0]).toEqual({ source: 'operator', state: 'available', balance: 1000 })
    await feed([rollback])
    expect((await freebets())[0]).toEqual({ source: 'operator', state: 'bonus_over', balance: 0 })
    // Won at last: the winnings in cash, nothing more on the freebet side.
    await feed([settled(selection, 'win')])
    await settle()
    expect(await betRow(id)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      settlement_round: 2,
    })
    expect(await rows(freebetId)).toEqual([
      expect.objectContaining({ kind: 'freebet_issued', amount: 1000 }),
      { kind: 'freebet_stake', amount: -1000, reference: id },
      { kind: 'freebet_restored', amount: 1000, reference: `${id}/1` },
      { kind: 'freebet_taken_back', amount: -1000, reference: `${id}/1` },
    ])
    expect((await freebets()).map((f) => f.balance)).toEqual([0, 0])
    expect(await balance(player.accountId)).toBe((await betRow(id)).win_amount)
    expect((await auditLedger(database.db)).problems).toEqual([])
  })
})
