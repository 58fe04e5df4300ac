import { randomUUID } from 'node:crypto'
import type { PlacementRefusal, PlacementSelection } from '@sportsbook/contracts'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { ensureCatalogue } from '../catalogue/seed'
import { writeTransaction } from '../db/write-transactions'
import { onOneConnection } from '../db/sent-ahead'
import { limitsChanged, requireLimitsHeld, sendLimitsAhead } from '../players/limits'
import { openSelections } from '../testing/bets'
import { fundedPlayer, type SignedIn } from '../testing/players'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

const NOW = new Date().toISOString()
const MINUTE_MS = 60_000

// Decision 168: a placement judges the player's limits as read before its transaction, and a
// guard inside the transaction — run with the account locked — fails it if they changed since.
describe.each(DIALECTS)('the limits a placement was judged by, on %s', (dialect) => {
  let database: TestDatabase
  let app: ApiInstance
  let selection: PlacementSelection
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await ensureCatalogue(database.db, { seed: 8, now: NOW })
    app = buildApp({ db: database.db })
    const [open] = await openSelections(database.db, 1)
    if (!open) throw new Error('no open selection')
    selection = open
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  /** A self-exclusion that took effect a minute ago, as a request begun then would write it. */
  const excludeSince = (playerId: string, effectiveAt: Date) =>
    database.db
      .insertInto('user_limits')
      .values({
        id: randomUUID(),
        player_id: playerId,
        type: 'selfexclusion',
        status: 'active',
        amount: null,
        period: null,
        effective_at: effectiveAt.toISOString(),
        ends_at: new Date(Date.now() + 24 * 60 * MINUTE_MS).toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute()

  it('fails the transaction when a limit took effect after the read, and holds otherwise', async () => {
    const player = await fundedPlayer(app, 1_000)
    const now = new Date()
    const read = await onOneConnection(database.db, async (connection) =>
      (await sendLimitsAhead(connection, player.id, now))(),
    )
    const guarded = () =>
      writeTransaction(database.db, async (trx) => {
        const held = await requireLimitsHeld(trx, player.id, now, read)
        await held()
        return 'held'
      })
    await expect(guarded()).resolves.toBe('held')
    await excludeSince(player.id, new Date(now.getTime() - MINUTE_MS))
    const changed = await guarded().catch((error: unknown) => error)
    expect(limitsChanged(changed)).toBe(true)
  })

  it.runIf(dialect === 'postgres')(
    'refuses a bet whose player was excluded while it waited for the account',
    async () => {
      const player: SignedIn = await fundedPlayer(app, 1_000)
      // Another transaction holds the account: the placement reads the player (no exclusion
      // yet), then waits in its transaction to take the stake.
      const holder = await database.db.startTransaction().execute()
      await sql`select 1 from accounts where player_id = ${player.id} for update`.execute(holder)
      const placing = app.inject({
        method: 'POST',
        url: '/api/v3/bets',
        cookies: player.cookies,
        headers: player.headers,
        payload: {
          meta: {},
          bets: [{ stake: { subunits: 100, currency: 'EUR' }, selections: [selection] }],
        },
      })
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ waiting: number }>`
            select count(*) as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(database.db)
          expect(rows[0]?.waiting).toBeGreaterThan(0)
        },
        { timeout: 20_000, interval: 20 },
      )
      // Written by a request that began before the placement, committed while it waits.
      await excludeSince(player.id, new Date(Date.now() - MINUTE_MS))
      await holder.rollback().execute()
      const answer = await placing
      expect(answer.json<PlacementRefusal>().code).toBe(108)
      const bets = await database.db
        .selectFrom('bets')
        .select('id')
        .where('player_id', '=', player.id)
        .execute()
      expect(bets).toEqual([])
    },
  )
})
