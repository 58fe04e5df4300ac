import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { openAccount, postEntry } from '../ledger/ledger'
import { insertPlayer } from './players-repo'
import { hashPassword } from './secrets'

/** The demo players an empty database starts with (listed in the README). */
export const DEMO_PLAYERS = [
  {
    id: 'demo-1',
    email: 'demo@sportsbook.test',
    password: 'demo password 1',
    first_name: 'Dana',
    last_name: 'Demo',
    country: 'DK',
    // EUR 1,000.00 and BTC 0.05, in subunits.
    deposits: { EUR: 100_000, BTC: 5_000_000 },
  },
  {
    id: 'demo-2',
    email: 'demo2@sportsbook.test',
    password: 'demo password 2',
    first_name: 'Dario',
    last_name: 'Demo',
    country: 'DE',
    deposits: { EUR: 2_500, BTC: 100_000 },
  },
] as const

/** Creates the demo players, confirmed, with funded EUR and BTC accounts, unless any player exists. */
export async function ensureDemoPlayers(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('players').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  const now = new Date().toISOString()
  const hashes = await Promise.all(DEMO_PLAYERS.map((p) => hashPassword(p.password)))
  await db.transaction().execute(async (trx) => {
    for (const [i, player] of DEMO_PLAYERS.entries()) {
      await insertPlayer(trx, {
        id: player.id,
        email: player.email,
        password_hash: hashes[i] ?? '',
        country: player.country,
        currency: 'EUR',
        first_name: player.first_name,
        last_name: player.last_name,
        confirmed_at: now,
      })
      for (const [currency, amount] of Object.entries(player.deposits)) {
        const accountId = await openAccount(trx, player.id, currency)
        await postEntry(trx, { accountId, amount, kind: 'deposit', reference: 'demo-funds' })
      }
    }
  })
  return true
}
