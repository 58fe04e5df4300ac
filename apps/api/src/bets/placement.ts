import { createHash, randomBytes } from 'node:crypto'
import type { PlaceBetsBody, PlacedBetResponse } from '@sportsbook/contracts'
import {
  standingProblem,
  DEFAULT_SLIP_RULES,
  ODDS_ACCEPT_MODES,
  PLACEMENT_ERROR_CODE,
  betLimitBreach,
  betLimitsFor,
  betPotentialWinSubunits,
  betTotalOdds,
  betTotalStakeSubunits,
  checkPlaceBets,
  currencyOf,
  fromOddsMillis,
  isOpenForBetsStatus,
  needsTraderApproval,
  newSelection,
  periodStart,
  placementSlip,
  productToOdds,
  refreshSelection,
  stakeLimitProblem,
  toOddsMillis,
  type BetLimitUnits,
  type LimitUse,
  type OddsAcceptMode,
  type PricedLeg,
  type RequestedBet,
  type Slip,
} from '@sportsbook/domain'
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely'
import type { BetsTable, Database, Flag, StoredBetType } from '../db/schema'
import { newId } from '../db/ids'
import { prepared } from '../db/prepared'
import { writeTransaction } from '../db/write-transactions'
import { limitsInForce, type CurrentLimit } from '../players/limits'
import type { ProfilePolicy } from '../players/profile'
import { DEFAULT_SETTINGS } from '../players/settings'
import { debit } from '../wallet/ledger'
import { currentMarkets, lineKey } from './current-prices'
import { PlacementRefused, type BetError, type RefusedSelection } from './refusal'
import { customBetOdds } from './custom-bets'

export type PlacementPolicy = {
  readonly limitUnits: { readonly fiat: BetLimitUnits; readonly crypto: BetLimitUnits }
  /** Placement requests a player may make per minute (beyond it: 429). */
  readonly placementsPerMinute: number
  /** The terms and profile fields a player must have before betting (as the web's dialogs ask). */
  readonly profile: ProfilePolicy
}

export type Placement = {
  readonly bets: PlacedBetResponse[]
  /** The balance after the stakes were taken; undefined when the answer is a replay. */
  readonly balance?: { readonly subunits: number; readonly currency: string }
}

type Request = {
  readonly playerId: string
  readonly body: PlaceBetsBody
  readonly idempotencyKey?: string | undefined
  readonly now?: Date
}

const STORED_TYPE = {
  single: 'single',
  combo: 'combo',
  system: 'system',
  customBet: 'custom_bet',
} as const satisfies Record<string, StoredBetType>

const oddsMillis = (odds: number): number => {
  const parsed = toOddsMillis(odds)
  if (!parsed.ok) throw new Error(`odds ${String(odds)} passed validation but are not odds`)
  return parsed.value
}

/** A short reference a player can read out to support: 10 characters of base32. */
function betRef(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return [...randomBytes(10)].map((b) => alphabet[b % 32]).join('')
}

function bodyHash(body: PlaceBetsBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

const playerForPlacement = prepared<
  { player: string; currency: string },
  {
    pve: Flag
    terms_version: string | null
    first_name: string | null
    last_name: string | null
    nickname: string | null
    mobile_phone: string | null
    account_id: string | null
    account_active: Flag | null
    odds_mode: string | null
  }
>((db, param) =>
  db
    .selectFrom('players as p')
    .leftJoin('accounts as a', (join) =>
      join.onRef('a.player_id', '=', 'p.id').on('a.currency', '=', param('currency')),
    )
    .leftJoin('player_settings as s', 's.player_id', 'p.id')
    .select([
      'p.pve',
      'p.terms_version',
      'p.first_name',
      'p.last_name',
      'p.nickname',
      'p.mobile_phone',
      'a.id as account_id',
      'a.active as account_active',
      's.auto_accept_odds_change as odds_mode',
    ])
    .where('p.id', '=', param('player')),
)

const insertBet = prepared<Insertable<BetsTable>, never>((db, param) =>
  db.insertInto('bets').values({
    id: param('id'),
    ref: param('ref'),
    player_id: param('player_id'),
    account_id: param('account_id'),
    placement_id: param('placement_id'),
    currency: param('currency'),
    type: param('type'),
    system_win_count: param('system_win_count'),
    stake: param('stake'),
    total_stake: param('total_stake'),
    odds: param('odds'),
    potential_win: param('potential_win'),
    status: param('status'),
    result: param('result'),
    win_amount: param('win_amount'),
    is_vip: param('is_vip'),
    device_id: param('device_id'),
    quick: param('quick'),
    created_at: param('created_at'),
    updated_at: param('updated_at'),
    settled_at: param('settled_at'),
  }),
)

/** A bet's legs in one INSERT; prepared once per number of legs. */
const insertLegs = prepared<Record<string, unknown>, never>((db, param, count) =>
  db.insertInto('bet_selections').values(
    Array.from({ length: count }, (_, i) => ({
      bet_id: param('bet') as string,
      position: i,
      match_id: param(`match${i}`) as string,
      market_id: param(`market${i}`) as string,
      specifier: param(`specifier${i}`) as string,
      outcome_id: param(`outcome${i}`) as string,
      odds: param(`odds${i}`) as number,
    })),
  ),
)

/**
 * Places the bets of one request (POST /api/v3/bets): every bet is checked against the
 * current prices under the player's acceptance policy and the rules of the slip, then the
 * stakes are taken and the bets written in one transaction — all of them or none. A request
 * repeated with the same Idempotency-Key gets the first answer and creates nothing.
 */
export async function placeBets(
  db: Kysely<Database>,
  policy: PlacementPolicy,
  { playerId, body, idempotencyKey, now = new Date() }: Request,
): Promise<Placement> {
  const hash = bodyHash(body)
  if (idempotencyKey !== undefined) {
    const replay = await storedAnswer(db, playerId, idempotencyKey, hash)
    if (replay) return { bets: replay }
  }

  const currency = sameCurrency(body)
  const currencyInfo = currencyOf(currency)
  if (!currencyInfo.ok) throw new Error(`currency ${currency} passed validation but is unknown`)
  // The player, their account in this currency and their odds policy, in one read.
  const player = await playerForPlacement.first(db, { player: playerId, currency })
  if (!player) throw new Error(`player ${playerId} has a session but no row`)
  const mode =
    ODDS_ACCEPT_MODES.find((m) => m === player.odds_mode) ??
    DEFAULT_SETTINGS.auto_accept_odds_change
  const everyBet = (code: BetError['code']) => body.bets.map((_, index) => ({ index, code }))
  if (player.pve === 1) throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.pveBetForbidden))
  const standing = standingProblem(player, policy.profile)
  if (standing)
    throw new PlacementRefused(
      everyBet(
        standing === 'terms_not_accepted'
          ? PLACEMENT_ERROR_CODE.termsNotAccepted
          : PLACEMENT_ERROR_CODE.profileIncomplete,
      ),
    )
  const accountId = player.account_id
  if (accountId === null || player.account_active !== 1)
    throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.insufficientBalance))

  const { slip, legs } = await priceBets(db, body, mode, currency)
  const bets = checkBets(slip, body, betLimitsFor(currencyInfo.value, policy.limitUnits))
  const totalStake = slip.bets.reduce((sum, bet) => sum + betTotalStakeSubunits(bet), 0)

  const largestStake = Math.max(...slip.bets.map(betTotalStakeSubunits))

  return writeTransaction(db, async (trx) => {
    if (idempotencyKey !== undefined) {
      const claimed = await trx
        .insertInto('placement_requests')
        .values({
          player_id: playerId,
          key: idempotencyKey,
          body_hash: hash,
          response: '[]',
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(['player_id', 'key']).doNothing())
        .executeTakeFirst()
      // A concurrent twin committed first: its answer is the answer.
      if (claimed.numInsertedOrUpdatedRows === 0n) {
        const replay = await storedAnswer(trx, playerId, idempotencyKey, hash)
        if (replay) return { bets: replay }
      }
    }
    const requestId = newId()
    // Taking the stake locks the account: limit checks below see every earlier bet.
    const balance = await debit(trx, {
      accountId,
      amount: totalStake,
      kind: 'bet_stake',
      reference: requestId,
    })
    // Limits and exclusions are read once, here, with the account locked: one set a moment
    // ago, or a bet placed at the same time, is seen.
    const limits = await limitsInForce(trx, playerId, now)
    if (limits.has('selfexclusion') || limits.has('coolingoff'))
      throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.outOfLimit))
    if (balance === undefined)
      throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.insufficientBalance))
    const breach = await limitBreach(trx, playerId, now, largestStake, totalStake, {
      bet: limits.get('bet'),
      wager: limits.get('wager'),
      loss: limits.get('loss'),
    })
    if (breach) throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.outOfLimit))

    const placed: PlacedBetResponse[] = []
    for (const [index, bet] of slip.bets.entries()) {
      const id = newId()
      const ref = betRef()
      const total = betTotalOdds(slip, bet)
      const odds = total ? Math.round(productToOdds(total) * 1000) : null
      const status = bets[index]?.vip ? 'submitted' : 'waiting_results'
      await insertBet.run(trx, {
        id,
        ref,
        player_id: playerId,
        account_id: accountId,
        placement_id: requestId,
        currency,
        type: STORED_TYPE[bet.type],
        system_win_count: bet.systemType?.winCount ?? null,
        stake: bet.stakeSubunits,
        total_stake: betTotalStakeSubunits(bet),
        odds,
        potential_win: betPotentialWinSubunits(slip, bet),
        status,
        result: 'no_results',
        win_amount: null,
        is_vip: status === 'submitted' ? 1 : 0,
        device_id: body.meta.device_id ?? null,
        quick: body.meta.quick ? 1 : 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        settled_at: null,
      })
      const betLegs = legs[index] ?? []
      await insertLegs.run(
        trx,
        Object.fromEntries(
          betLegs.flatMap((leg, i): [string, unknown][] => [
            [`match${i}`, leg.matchId],
            [`market${i}`, leg.marketId],
            [`specifier${i}`, leg.specifier],
            [`outcome${i}`, leg.outcomeId],
            [`odds${i}`, leg.oddsMillis],
            ['bet', id],
          ]),
        ),
        betLegs.length,
      )
      placed.push({
        betId: id,
        status,
        isVip: status === 'submitted',
        selections: betLegs.map((leg) => ({
          match_id: leg.matchId,
          market_id: leg.marketId,
          specifier: leg.specifier,
          outcome_id: leg.outcomeId,
          odds: fromOddsMillis(leg.oddsMillis),
        })),
        ref,
        type: STORED_TYPE[bet.type],
        odds: odds === null ? null : fromOddsMillis(odds),
        stake: { subunits: betTotalStakeSubunits(bet), currency },
        potential_win: { subunits: betPotentialWinSubunits(slip, bet), currency },
      })
    }
    if (idempotencyKey !== undefined)
      await trx
        .updateTable('placement_requests')
        .set({ response: JSON.stringify(placed) })
        .where('player_id', '=', playerId)
        .where('key', '=', idempotencyKey)
        .execute()
    return { bets: placed, balance: { subunits: balance, currency } }
  })
}

function sameCurrency(body: PlaceBetsBody): string {
  const currencies = new Set(body.bets.map((bet) => bet.stake.currency))
  const [currency] = currencies
  if (currencies.size !== 1 || currency === undefined)
    throw new PlacementRefused(
      body.bets.map((_, index) => ({ index, code: PLACEMENT_ERROR_CODE.invalidBet })),
    )
  return currency
}

async function storedAnswer(
  db: Kysely<Database> | Transaction<Database>,
  playerId: string,
  key: string,
  hash: string,
): Promise<PlacedBetResponse[] | undefined> {
  const row = await db
    .selectFrom('placement_requests')
    .select(['body_hash', 'response'])
    .where('player_id', '=', playerId)
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row) return undefined
  if (row.body_hash !== hash) throw new IdempotencyKeyReused()
  return JSON.parse(row.response) as PlacedBetResponse[]
}

export class IdempotencyKeyReused extends Error {
  constructor() {
    super('This Idempotency-Key was used for another request')
  }
}

/**
 * Each requested selection against its current price, with the same rule the slip applies
 * (`refreshSelection`): refused when its market is not open, its outcome is inactive or its
 * match no longer takes bets (102), or when the price moved in a way the player's policy does
 * not accept (101). Accepted legs carry the odds the bet is taken at.
 */
async function priceBets(
  db: Kysely<Database>,
  body: PlaceBetsBody,
  mode: OddsAcceptMode,
  currency: string,
): Promise<{ slip: Slip; legs: PricedLeg[][] }> {
  const requested = body.bets.flatMap((bet) =>
    bet.selections.map((s) => ({
      matchId: s.match_id,
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
      oddsMillis: oddsMillis(s.odds),
    })),
  )
  const markets = await currentMarkets(db, requested)
  const errors: BetError[] = []
  const refused: RefusedSelection[] = []
  const legs = body.bets.map((bet, index) =>
    bet.selections.map((s): PricedLeg => {
      const want = {
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
        oddsMillis: oddsMillis(s.odds),
      }
      const market = markets.get(lineKey(want))
      const outcome = market?.outcomes.find((o) => o.id === want.outcomeId)
      const priced =
        market &&
        refreshSelection(
          newSelection({
            ...want,
            provider: market.provider,
            matchStatus: market.matchStatus,
            labels: { marketName: '', outcomeName: '' },
          }),
          market,
          mode,
        )
      const available =
        priced !== undefined &&
        !priced.isSuspended &&
        isOpenForBetsStatus(market?.matchStatus ?? -1)
      if (!available || priced.isChanged) {
        const current = outcome?.oddsMillis
        errors.push({
          index,
          code: available
            ? PLACEMENT_ERROR_CODE.invalidOdds
            : PLACEMENT_ERROR_CODE.selectionUnavailable,
          ...(available && {
            key:
              current !== undefined && current < want.oddsMillis
                ? 'error.risk_validation.odds_higher_than_bookmakers'
                : 'error.risk_validation.odds_different_than_bookmaker',
          }),
        })
        refused.push({
          ...want,
          requestedOddsMillis: want.oddsMillis,
          currentOddsMillis: current,
          available,
        })
      }
      return {
        ...want,
        provider: market?.provider ?? '',
        matchStatus: market?.matchStatus ?? -1,
        oddsMillis: priced?.acceptedOddsMillis ?? want.oddsMillis,
      }
    }),
  )
  const customOdds = await Promise.all(
    body.bets.map(async (bet, index) => {
      if (bet.custom_odds === undefined) return undefined
      const price = await customBetOdds(db, legs[index] ?? [])
      const requestedMillis = oddsMillis(bet.custom_odds)
      if (price === undefined || price !== requestedMillis) {
        errors.push({ index, code: PLACEMENT_ERROR_CODE.invalidCustomBetOdds })
        return requestedMillis
      }
      return price
    }),
  )
  if (errors.length > 0) throw new PlacementRefused(uniqueByBet(errors), refused)
  const requestedBets: RequestedBet[] = body.bets.map((bet, index) => ({
    stakeSubunits: bet.stake.subunits,
    legs: legs[index] ?? [],
    systemId: bet.system_id,
    customOddsMillis: customOdds[index],
  }))
  return { slip: placementSlip(currency, requestedBets), legs }
}

/** One error per bet: the first found (odds errors come before anything else). */
function uniqueByBet(errors: readonly BetError[]): BetError[] {
  const seen = new Set<number>()
  return errors.filter((e) => (seen.has(e.index) ? false : (seen.add(e.index), true)))
}

/**
 * The slip's own rules (same match, providers, system size, no profit, at most 40 selections),
 * a bonus (none can be used yet), then the book's stake and payout limits; says which bets
 * go to a trader.
 */
function checkBets(
  slip: Slip,
  body: PlaceBetsBody,
  limits: ReturnType<typeof betLimitsFor>,
): { vip: boolean }[] {
  if (slip.bets.length > 1 && slip.bets.some((bet) => bet.type !== 'single'))
    throw new PlacementRefused(
      slip.bets.map((_, index) => ({ index, code: PLACEMENT_ERROR_CODE.invalidBet })),
    )
  const checked = checkPlaceBets(slip, DEFAULT_SLIP_RULES)
  if (!checked.ok) {
    throw new PlacementRefused(
      uniqueByBet(
        checked.error.map((block) => ({
          index: 'betIndex' in block ? block.betIndex : 0,
          code: PLACEMENT_ERROR_CODE.invalidBet,
          ...(block.code === 'noProfit' && { key: 'error.potential_win.equal_or_less' }),
        })),
      ),
    )
  }
  const errors: BetError[] = []
  body.bets.forEach((bet, index) => {
    if (bet.bonus) errors.push({ index, code: PLACEMENT_ERROR_CODE.bonusUnavailable })
  })
  slip.bets.forEach((bet, index) => {
    const problem = stakeLimitProblem(slip, bet, limits)
    if (!problem) return
    const code = {
      stakeTooLow: PLACEMENT_ERROR_CODE.stakeTooLow,
      stakeTooHigh: PLACEMENT_ERROR_CODE.stakeTooHigh,
      payoutTooHigh: PLACEMENT_ERROR_CODE.payoutTooHigh,
    }[problem.code]
    errors.push({
      index,
      code,
      ...(problem.code !== 'stakeTooLow' && {
        maxStake: { subunits: problem.maxStakeSubunits, currency: slip.currency },
      }),
    })
  })
  if (errors.length > 0) throw new PlacementRefused(uniqueByBet(errors))
  return slip.bets.map((bet) => ({ vip: needsTraderApproval(bet, limits) }))
}

/** Stakes and returns of a player's bets since a time (what wager and loss limits count). */
async function betsSince(
  trx: Transaction<Database>,
  playerId: string,
  since: string,
): Promise<{ staked: number; returned: number }> {
  const row = await trx
    .selectFrom('bets')
    .select([
      sql<number>`cast(coalesce(sum(total_stake), 0) as bigint)`.as('staked'),
      sql<number>`cast(coalesce(sum(coalesce(win_amount, 0)), 0) as bigint)`.as('returned'),
    ])
    .where('player_id', '=', playerId)
    .where('created_at', '>=', since)
    .where('status', '!=', 'rejected')
    .executeTakeFirstOrThrow()
  return row
}

async function limitBreach(
  trx: Transaction<Database>,
  playerId: string,
  now: Date,
  largestStake: number,
  totalStake: number,
  limits: {
    bet?: CurrentLimit | undefined
    wager?: CurrentLimit | undefined
    loss?: CurrentLimit | undefined
  },
): Promise<string | undefined> {
  const use = async (limit: CurrentLimit | undefined): Promise<LimitUse | undefined> => {
    if (!limit?.amount || !limit.period) return undefined
    const since = new Date(periodStart(limit.period, now.getTime())).toISOString()
    const { staked, returned } = await betsSince(trx, playerId, since)
    return { limit: limit.amount, used: limit.type === 'loss' ? staked - returned : staked }
  }
  return betLimitBreach(
    { largest: largestStake, total: totalStake },
    {
      bet: limits.bet?.amount ?? undefined,
      wager: await use(limits.wager),
      loss: await use(limits.loss),
    },
  )
}
