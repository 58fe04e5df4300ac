import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import {
  notificationCountersResponseSchema,
  notificationsResponseSchema,
  type PlacementSelection,
  type PublicPushEvent,
} from '@sportsbook/contracts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { parseCampaigns } from '../bonuses/campaign-file'
import { ensureCatalogue } from '../catalogue/seed'
import { insertPlayer } from '../players/players-repo'
import { finishMatch, openSelections, oneAtATime } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { subscribePrivate } from '../testing/push-client'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { reportSignature } from '../routes/platform-deposits'

const NOW = new Date().toISOString()
const SECRET = 'a test secret of the demo payment provider!'
const campaigns = parseCampaigns(
  {
    campaigns: [
      {
        id: 'test-code',
        type: 'comboboost',
        issue_on: 'promo_code',
        promo_code: 'HELLO',
        days_to_use: 7,
        valid_from: '2026-01-01T00:00:00Z',
        valid_to: '2099-01-01T00:00:00Z',
        name: { en: 'Hello boost', de: 'Hallo-Boost' },
        terms: { en: 'Test terms' },
        comboboost: {
          ranges: [{ min_count: 2, max_count: 40, odds: 1.1 }],
          min_odds: 1.01,
          uses_count: 1,
        },
      },
    ],
  },
  'test',
)

describe.each(DIALECTS)('notifications on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let origin: string
  let selections: PlacementSelection[]
  /** A selection on a match no other test uses. */
  const fresh = oneAtATime(() => selections)

  beforeAll(async () => {
    database = await openTestDatabase(dialect, { sqliteFile: true })
    await ensureCatalogue(database.db, { seed: 13, now: NOW })
    selections = await openSelections(database.db, 20)
    const vipOdds = selections[19]?.odds ?? 2
    app = buildApp({
      db: database.db,
      players: { authAttemptsPerMinute: 10_000 },
      demoPayments: { secret: SECRET },
      bonuses: { campaigns },
      // The trader decides VIP bets at once: a €6,000 stake on the last selection is accepted,
      // a €9,000 one rejected.
      bets: {
        placementsPerMinute: 100_000,
        trader: {
          decisionMs: 0,
          accepts: ({ potentialWin }) => potentialWin <= Math.floor(7_000_00 * vipOdds),
        },
      },
    })
    origin = await app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const place = async (player: SignedIn, stake: number, leg: PlacementSelection) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/bets',
      ...player,
      payload: { bets: [{ stake: { subunits: stake, currency: 'EUR' }, selections: [leg] }] },
    })
    expect(response.statusCode, response.body).toBe(200)
    const [bet] = response.json<{ data: { betId: string; ref: string }[] }>().data
    if (!bet) throw new Error('no bet placed')
    return bet
  }
  const listOf = async (player: SignedIn, query = '') => {
    const response = await app.inject({ url: `/api/v2/notifications${query}`, ...player })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    return notificationsResponseSchema.parse(response.json())
  }
  const unreadOf = async (player: SignedIn) =>
    notificationCountersResponseSchema.parse(
      (await app.inject({ url: '/api/v2/notifications/counters', ...player })).json(),
    ).data.unread
  const feed = (publications: { event: PublicPushEvent }[]) => {
    for (const { event } of publications) app.betWorkers.onFeedEvent(event)
  }

  it('a settled bet tells its player what it paid, stored, pushed and counted', async () => {
    const player = await fundedPlayer(app, 10_000)
    const push = await subscribePrivate(app, origin, player)
    const winning = fresh()
    const losing = fresh()
    const won = await place(player, 1_000, winning)
    const lost = await place(player, 500, losing)
    feed(await finishMatch(database.db, winning.match_id, { home: 2, away: 0 }))
    feed(await finishMatch(database.db, losing.match_id, { home: 0, away: 1 }))
    await app.betWorkers.drain()

    const { data, pagination } = await listOf(player)
    expect(pagination).toMatchObject({ total: 2, limit: 10 })
    const paid = Math.floor(1_000 * winning.odds)
    const euros = `€${(paid / 100).toFixed(2)}`
    expect(data.find((n) => n.object_id === won.betId)).toMatchObject({
      type: 'bet_won',
      object_type: 'bet',
      title: 'Your bet won',
      caption: `Bet ${won.ref}`,
      body: `It paid ${euros}.`,
      read: false,
    })
    expect(data.find((n) => n.object_id === lost.betId)).toMatchObject({
      type: 'bet_lost',
      title: 'Your bet lost',
    })
    expect(await unreadOf(player)).toBe(2)
    await vi.waitFor(() => {
      expect(push.pushed).toContainEqual({ type: 'unread_counters_changed', unread: 2 })
      const pushedNotice = push.pushed.find(
        (event) =>
          (event as { notification?: { object_id: string } }).notification?.object_id === won.betId,
      )
      expect(pushedNotice).toMatchObject({
        type: 'notification',
        notification: { type: 'bet_won', body: `It paid ${euros}.` },
      })
    })

    // Read one, then all; the player's other tabs hear the count.
    const [first] = data
    const read = await app.inject({
      method: 'POST',
      url: '/api/v2/notifications/read',
      ...player,
      payload: { ids: [first?.id] },
    })
    expect(read.json()).toEqual({ data: { unread: 1 } })
    expect((await listOf(player)).data.find((n) => n.id === first?.id)?.read).toBe(true)
    const all = await app.inject({
      method: 'POST',
      url: '/api/v2/notifications/read-all',
      ...player,
    })
    expect(all.json()).toEqual({ data: { unread: 0 } })
    await vi.waitFor(() => {
      expect(push.pushed.at(-1)).toEqual({ type: 'unread_counters_changed', unread: 0 })
    })
    push.close()
  })

  it('cash-outs, VIP decisions, deposits and bonuses notify; texts in the player’s language', async () => {
    const player = await fundedPlayer(app, 30_000_00)
    await database.db
      .updateTable('players')
      .set({ language: 'de' })
      .where('id', '=', player.id)
      .execute()
    // A cash-out.
    const single = await place(player, 1_000, fresh())
    const cashout = await app.inject({
      method: 'POST',
      url: '/api/v2/bets/cashout',
      ...player,
      payload: { bet_id: single.betId, to_cashout: 950 },
    })
    expect(cashout.statusCode, cashout.body).toBe(200)
    // Two VIP bets (stakes above the VIP threshold): the trader accepts one, rejects the other.
    const vip = selections[19]
    if (!vip) throw new Error('no VIP selection')
    const accepted = await place(player, 6_000_00, vip)
    const rejected = await place(player, 9_000_00, vip)
    await app.betWorkers.drain()
    // A deposit through the demo provider, reported complete; one reported failed.
    const deposit = async (outcome: 'complete' | 'fail') => {
      const started = await app.inject({
        method: 'POST',
        url: '/platform/deposits',
        ...player,
        payload: { currency: 'EUR', amount: 2_500, return_path: '/' },
      })
      expect(started.statusCode, started.body).toBe(201)
      const { id } = started.json<{ id: string }>()
      const report = await app.inject({
        method: 'POST',
        url: `/platform/payments/demo/${id}`,
        payload: { outcome, signature: reportSignature(SECRET, id, outcome) },
      })
      expect(report.statusCode, report.body).toBe(303)
      return id
    }
    const completed = await deposit('complete')
    const failed = await deposit('fail')
    // A bonus by promo code.
    const redeemed = await app.inject({
      method: 'POST',
      url: '/api/v2/bonuses/promo-code',
      ...player,
      payload: { code: 'hello' },
    })
    expect(redeemed.statusCode, redeemed.body).toBe(200)

    const { data } = await listOf(player, '?limit=50')
    const about = (id: string) => data.find((n) => n.object_id === id)
    expect(about(single.betId)).toMatchObject({ type: 'bet_cashed_out', title: 'Wette ausgezahlt' })
    // German money, with Intl's no-break space before the sign.
    expect(about(single.betId)?.body).toMatch(/^9,50\s€ ist auf deinem Konto\.$/)
    expect(about(accepted.betId)).toMatchObject({
      type: 'vip_bet_accepted',
      title: 'Deine Wette wurde angenommen',
    })
    expect(about(rejected.betId)).toMatchObject({ type: 'vip_bet_rejected' })
    expect(about(completed)).toMatchObject({
      type: 'deposit_completed',
      object_type: 'deposit',
      title: 'Einzahlung erhalten',
    })
    expect(about(failed)).toMatchObject({ type: 'deposit_failed' })
    expect(data.find((n) => n.type === 'bonus_issued')).toMatchObject({
      object_type: 'bonus',
      caption: 'Hallo-Boost',
    })
  })

  it('a bet or deposit taking a money limit past 80 % warns the player once', async () => {
    const player = await fundedPlayer(app, 1_000_00)
    for (const limit of [
      { type: 'wager', amount: 10_000, period: 'day' },
      { type: 'loss', amount: 9_000, period: 'day' },
      { type: 'deposit', amount: 10_000, period: 'week' },
    ]) {
      const set = await app.inject({
        method: 'POST',
        url: '/platform/user_limits',
        ...player,
        payload: limit,
      })
      expect(set.statusCode, set.body).toBe(201)
    }
    const warnings = async () =>
      (await listOf(player, '?limit=50')).data.filter((n) => n.type === 'limit_nearly_reached')
    const deposit = (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/platform/deposits',
        ...player,
        payload: { currency: 'EUR', amount, return_path: '/' },
      })

    await place(player, 5_000, fresh())
    expect(await warnings()).toEqual([])
    // 8,000 of 10,000 staked, 8,000 of 9,000 lost: both marks crossed by this bet.
    await place(player, 3_000, fresh())
    expect(await warnings()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          object_type: 'limit',
          title: 'Limit nearly reached',
          caption: 'Wager limit',
          body: 'You have €20.00 left of it in this period.',
        }),
        expect.objectContaining({
          caption: 'Loss limit',
          body: 'You have €10.00 left of it in this period.',
        }),
      ]),
    )
    await place(player, 1_000, fresh())
    expect(await warnings()).toHaveLength(2)

    // Deposits count from the moment they are started.
    expect((await deposit(7_000)).statusCode).toBe(201)
    expect(await warnings()).toHaveLength(2)
    expect((await deposit(1_500)).statusCode).toBe(201)
    expect(await warnings()).toContainEqual(
      expect.objectContaining({
        caption: 'Deposit limit',
        body: 'You have €15.00 left of it in this period.',
      }),
    )
    expect((await deposit(500)).statusCode).toBe(201)
    expect(await warnings()).toHaveLength(3)
  })

  it('pages newest first; a player reads only their own', async () => {
    const player = await fundedPlayer(app, 0)
    const other = await fundedPlayer(app, 0)
    for (let i = 0; i < 12; i += 1)
      await database.db
        .insertInto('notifications')
        .values({
          id: `page-test-${dialect}-${String(i).padStart(2, '0')}`,
          player_id: player.id,
          type: 'operator',
          object_type: null,
          object_id: null,
          title: `Message ${String(i)}`,
          caption: '',
          body: 'Hello',
          read: 0,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        })
        .execute()
    const first = await listOf(player)
    expect(first.pagination).toEqual({ total: 12, page: 1, limit: 10, last_page: 2 })
    expect(first.data[0]?.title).toBe('Message 11')
    expect((await listOf(player, '?page=2')).data.map((n) => n.title)).toEqual([
      'Message 1',
      'Message 0',
    ])
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/v2/notifications/read',
      ...other,
      payload: { ids: first.data.map((n) => n.id) },
    })
    expect(theirs.json()).toEqual({ data: { unread: 0 } })
    expect(await unreadOf(player)).toBe(12)
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v2/notifications/read',
      ...player,
      payload: { ids: [] },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('ids')
    expect((await app.inject({ url: '/api/v2/notifications' })).statusCode).toBe(401)
  })

  it('npm run notify sends an operator’s message to one player', async () => {
    const email = `notify-${dialect}@players.test`
    const id = crypto.randomUUID()
    await insertPlayer(database.db, {
      id,
      email,
      password_hash: 'x',
      country: 'DK',
      currency: 'EUR',
      terms_version: '1',
      confirmed_at: NOW,
    })
    const run = promisify(execFile)
    const apiDir = fileURLToPath(new URL('../..', import.meta.url))
    const notify = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/send-notification.ts', ...args], {
        cwd: apiDir,
        env: { ...process.env, ...database.env },
      }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: unknown) => {
          const failed = error as { code: number; stderr: string }
          return { code: failed.code, out: failed.stderr }
        },
      )
    const sent = await notify('--email', email, '--title', 'Maintenance', '--body', 'At 3 am.')
    expect(sent).toMatchObject({ code: 0 })
    expect(sent.out).toMatch(/^sent notification \S+ to notify-/)
    const stored = await database.db
      .selectFrom('notifications')
      .select(['type', 'title', 'body', 'read'])
      .where('player_id', '=', id)
      .execute()
    expect(stored).toEqual([{ type: 'operator', title: 'Maintenance', body: 'At 3 am.', read: 0 }])
    expect(await notify('--email', email, '--body', 'x')).toEqual({
      code: 2,
      out: '--title is required\n',
    })
    expect((await notify('--email', 'nobody@x.test', '--title', 't', '--body', 'b')).out).toMatch(
      /--email: no player nobody@x.test/,
    )
  })
})
