import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { NO_CAMPAIGNS, type Campaigns } from '../bonuses/campaigns'
import { issueOn, playerForBonus, type IssuedBonus } from '../bonuses/issue'
import type { Database, DepositStatus } from '../db/schema'
import { API_ERROR_CODES, type PlayerDeposit } from '@sportsbook/contracts'
import { exceedsLimit, type LimitPeriod } from '@sportsbook/domain'
import { writeTransaction } from '../db/write-transactions'
import { depositedSince, limitsInForce, nearLimit, type NearLimit } from '../players/limits'
import type { ProfilePolicy } from '../players/profile'
import { refuseExcluded, refuseUnfinishedProfile } from '../players/standing'
import { Refused } from '../errors/refused'
import { balanceOf, lockAccount, postEntry } from '../ledger/ledger'

export type DepositOutcome = 'complete' | 'fail' | 'pending'

/** A deposit limit in force: at most `amount` subunits of deposits per `period`. */
export type DepositLimit = {
  readonly id: string
  readonly amount: number
  readonly period: LimitPeriod
}

export type DepositStart =
  | {
      readonly ok: true
      readonly id: string
      /** The deposit limit, when this deposit took it past its warning mark. */
      readonly nearing?: NearLimit | undefined
    }
  | { readonly ok: false; readonly reason: 'no_account' | 'out_of_limit' }

/**
 * A pending deposit into the player's account in `currency`. The exclusion and the deposit
 * limit are read in the same transaction that records the deposit, with the account row
 * locked, so a limit or exclusion set a moment before counts, and concurrent deposits are
 * counted one after the other and cannot pass the limit together.
 */
export async function startDeposit(
  db: Kysely<Database>,
  deposit: { playerId: string; currency: string; amount: number; returnPath: string },
): Promise<DepositStart> {
  return writeTransaction(db, async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select('id')
      .where('player_id', '=', deposit.playerId)
      .where('currency', '=', deposit.currency)
      .executeTakeFirst()
    if (!account) return { ok: false, reason: 'no_account' } as const
    await lockAccount(trx, account.id)
    await refuseExcluded(trx, deposit.playerId)
    const limit = await depositLimitOf(trx, deposit.playerId, deposit.currency)
    let nearing: NearLimit | undefined
    if (limit) {
      const used = await depositedSince(trx, deposit.playerId, deposit.currency, limit.period)
      if (exceedsLimit(used, deposit.amount, limit.amount))
        return { ok: false, reason: 'out_of_limit' } as const
      nearing = nearLimit(
        { id: limit.id, type: 'deposit' },
        { limit: limit.amount, used },
        deposit.amount,
      )
    }
    const id = randomUUID()
    const now = new Date().toISOString()
    await trx
      .insertInto('deposits')
      .values({
        id,
        player_id: deposit.playerId,
        account_id: account.id,
        amount: deposit.amount,
        status: 'pending',
        return_path: deposit.returnPath,
        created_at: now,
        updated_at: now,
      })
      .execute()
    return { ok: true, id, nearing } as const
  })
}

/** The deposit limit in force, if it counts deposits in this currency (the player's own). */
async function depositLimitOf(
  db: Kysely<Database>,
  playerId: string,
  currency: string,
): Promise<DepositLimit | undefined> {
  const limit = (await limitsInForce(db, playerId)).get('deposit')
  if (!limit?.amount || !limit.period) return undefined
  const player = await db
    .selectFrom('players')
    .select('currency')
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow()
  return player.currency === currency
    ? { id: limit.id, amount: limit.amount, period: limit.period }
    : undefined
}

/**
 * Every way of starting a deposit: a player in good standing (terms and required fields done;
 * not excluded), an account in the currency, within the deposit limit. Answers the
 * pending deposit's id, and the deposit limit when this deposit nears it.
 */
export async function beginDeposit(
  db: Kysely<Database>,
  profile: ProfilePolicy,
  playerId: string,
  deposit: { currency: string; amount: number; returnPath: string },
): Promise<{ id: string; nearing: NearLimit[] }> {
  await refuseUnfinishedProfile(db, playerId, profile)
  const started = await startDeposit(db, { playerId, ...deposit })
  if (started.ok) return { id: started.id, nearing: started.nearing ? [started.nearing] : [] }
  if (started.reason === 'out_of_limit')
    throw new Refused(API_ERROR_CODES.outOfLimit, { id: 'outOfLimit' })
  throw new Refused(API_ERROR_CODES.notFound, `You have no ${deposit.currency} account`)
}

/** One of the player's deposits and how it stands. */
export async function depositOf(
  db: Kysely<Database>,
  playerId: string,
  id: string,
): Promise<PlayerDeposit> {
  const deposit = await db
    .selectFrom('deposits')
    .select(['id', 'amount', 'status', 'created_at'])
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst()
  if (!deposit) throw new Refused(API_ERROR_CODES.notFound, `Deposit ${id} not found`)
  return deposit
}

/** What a payment report did to a deposit. */
export type SettledDeposit = {
  id: string
  /** This report credited the account (false for a repeated or later report). */
  credited: boolean
  /** This report moved the deposit out of pending (the player is told). */
  decided: boolean
  amount: number
  /** Bonuses this deposit earned (the first deposit's campaigns). */
  issued: IssuedBonus[]
  status: DepositStatus
  playerId: string
  currency: string
  balance: number
  returnPath: string
}

/**
 * Records what the payment provider reported. Only a pending deposit changes; a completed one
 * credits the account with one ledger row referenced by the deposit (so a repeated report
 * cannot pay twice). Returns the deposit as it now is, with the account's new balance.
 */
export async function settleDeposit(
  db: Kysely<Database>,
  depositId: string,
  outcome: DepositOutcome,
  campaigns: Campaigns = NO_CAMPAIGNS,
): Promise<SettledDeposit | null> {
  return db.transaction().execute(async (trx) => {
    const deposit = await trx
      .selectFrom('deposits as d')
      .innerJoin('accounts as a', 'a.id', 'd.account_id')
      .select([
        'd.id',
        'd.status',
        'd.amount',
        'd.account_id',
        'd.player_id',
        'd.return_path',
        'a.currency',
      ])
      .where('d.id', '=', depositId)
      .executeTakeFirst()
    if (!deposit) return null
    let status = deposit.status
    let credited = false
    let decided = false
    let issued: IssuedBonus[] = []
    if (status === 'pending' && outcome !== 'pending') {
      status = outcome === 'complete' ? 'completed' : 'failed'
      // Only the first report moves a pending deposit (a concurrent one updates nothing).
      const moved = await trx
        .updateTable('deposits')
        .set({ status, updated_at: new Date().toISOString() })
        .where('id', '=', deposit.id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      decided = moved.numUpdatedRows > 0n
      if (decided && status === 'completed') {
        await postEntry(trx, {
          accountId: deposit.account_id,
          amount: deposit.amount,
          kind: 'deposit',
          reference: deposit.id,
        })
        credited = true
        issued = await firstDepositBonuses(trx, campaigns, deposit.player_id)
      }
    }
    return {
      id: deposit.id,
      credited,
      decided,
      amount: deposit.amount,
      issued,
      status,
      playerId: deposit.player_id,
      currency: deposit.currency,
      balance: await balanceOf(trx, deposit.account_id),
      returnPath: deposit.return_path,
    }
  })
}

/**
 * A deposit as the player paying it sees it on the provider's page: amount, currency and
 * status; undefined for anyone else's.
 */
export async function paymentOf(db: Kysely<Database>, id: string, playerId: string) {
  return db
    .selectFrom('deposits as d')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .select(['d.id', 'd.amount', 'd.status', 'a.currency'])
    .where('d.id', '=', id)
    .where('d.player_id', '=', playerId)
    .executeTakeFirst()
}

/** The first deposit's campaigns, when this completed deposit is the player's first. */
async function firstDepositBonuses(
  trx: Transaction<Database>,
  campaigns: Campaigns,
  playerId: string,
): Promise<IssuedBonus[]> {
  if (campaigns.issuedOn('first_deposit').length === 0) return []
  const completed = await trx
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('player_id', '=', playerId)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow()
  if (completed.count !== 1) return []
  const player = await playerForBonus(trx, playerId)
  return player ? issueOn(trx, campaigns, 'first_deposit', player) : []
}
