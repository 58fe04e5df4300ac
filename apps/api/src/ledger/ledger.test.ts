import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertPlayer } from '../players/players-repo'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import {
  balanceOf,
  balancesOf,
  debit,
  lackedMoney,
  lockAccount,
  openAccount,
  postEntry,
} from './ledger'

describe.each(DIALECTS)('the ledger on %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
  })
  afterAll(async () => {
    await database.close()
  })

  async function newAccount(): Promise<{ playerId: string; accountId: string }> {
    const playerId = randomUUID()
    await insertPlayer(database.db, {
      id: playerId,
      email: `${playerId}@example.com`,
      password_hash: 'x',
      country: 'DK',
      currency: 'EUR',
    })
    return { playerId, accountId: await openAccount(database.db, playerId, 'EUR') }
  }

  /** A debit in a transaction of its own: the balance after it, or undefined when refused. */
  async function debitAlone(accountId: string, amount: number, reference: string) {
    try {
      return await database.db
        .transaction()
        .execute(async (trx) => {
          const balance = await debit(trx, { accountId, amount, kind: 'bet_stake', reference })
          // The balance is read after the COMMIT, as a placement reads it.
          return balance
        })
        .then((balance) => balance())
    } catch (error) {
      if (lackedMoney(error)) return undefined
      throw error
    }
  }

  it('keeps every balance equal to the sum of its rows, and never below zero', async () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('deposit' as const),
        amount: fc.integer({ min: 1, max: 1_000_000 }),
      }),
      fc.record({
        kind: fc.constant('bet_stake' as const),
        amount: fc.integer({ min: 1, max: 1_000_000 }),
      }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 25 }), async (operations) => {
        const { playerId, accountId } = await newAccount()
        let expected = 0
        for (const [i, op] of operations.entries()) {
          const reference = `r${String(i)}`
          if (op.kind === 'deposit') {
            await postEntry(database.db, {
              accountId,
              amount: op.amount,
              kind: 'deposit',
              reference,
            })
            expected += op.amount
          } else {
            const taken = await debitAlone(accountId, op.amount, reference)
            expect(taken !== undefined).toBe(op.amount <= expected)
            if (taken !== undefined) {
              expected -= op.amount
              expect(taken).toBe(expected)
            }
          }
          expect(await balanceOf(database.db, accountId)).toBe(expected)
        }
        const rows = await database.db
          .selectFrom('ledger_entries')
          .select('amount')
          .where('account_id', '=', accountId)
          .execute()
        const sum = rows.reduce((total, row) => total + row.amount, 0)
        expect(await balancesOf(database.db, playerId)).toEqual([
          { currency: 'EUR', balance: sum, active: true },
        ])
        expect(sum).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 15 },
    )
  })

  it('lets only as many concurrent debits through as the balance covers', async () => {
    const { accountId } = await newAccount()
    await postEntry(database.db, { accountId, amount: 1000, kind: 'deposit', reference: 'd' })
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => debitAlone(accountId, 100, `bet-${String(i)}`)),
    )
    expect(results.filter((balance) => balance !== undefined)).toHaveLength(10)
    expect(await balanceOf(database.db, accountId)).toBe(0)
  })

  it('locks an account and answers its balance, unmoved', async () => {
    const { accountId } = await newAccount()
    await postEntry(database.db, { accountId, amount: 700, kind: 'deposit', reference: 'd' })
    const balance = await database.db.transaction().execute(async (trx) => {
      const locked = await lockAccount(trx, accountId)
      return locked()
    })
    expect(balance).toBe(700)
    expect(await balanceOf(database.db, accountId)).toBe(700)
  })

  it('posts an entry once per kind and reference', async () => {
    const { accountId } = await newAccount()
    await postEntry(database.db, { accountId, amount: 500, kind: 'deposit', reference: 'pay-1' })
    await expect(
      postEntry(database.db, { accountId, amount: 500, kind: 'deposit', reference: 'pay-1' }),
    ).rejects.toThrow()
    expect(await balanceOf(database.db, accountId)).toBe(500)
    await expect(
      postEntry(database.db, { accountId, amount: 0.5, kind: 'deposit', reference: 'pay-2' }),
    ).rejects.toThrow(/integer/)
  })
})
