import { legOf, type PlaceBetsBody, type PlacedBetResponse } from '@sportsbook/contracts'
import {
  PLACEMENT_ERROR_CODE,
  betLimitsFor,
  betPotentialWinSubunits,
  betTotalOdds,
  betTotalStakeSubunits,
  slipTotalStakeSubunits,
  fromOddsMillis,
  isFreebet,
  productToOddsMillis,
  type BetLimitUnits,
  type PricedLeg,
  type Slip,
  type SlipRules,
} from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { newId } from '../db/ids'
import { writeTransaction } from '../db/write-transactions'
import { exclusionAmong, limitsChanged, requireLimitsHeld, type NearLimit } from '../players/limits'
import type { ProfilePolicy } from '../players/profile'
import type { Session } from '../players/sessions'
import { debit, lackedMoney, lockAccount } from '../ledger/ledger'
import { spendBetBonuses } from '../bonuses/bet-bonuses'
import type { Campaigns } from '../bonuses/campaigns'
import { countFreebetProgress } from '../bonuses/freebet-progress'
import {
  feedJackpots,
  jackpotsPlayed,
  withJackpotDrops,
  type Feeding,
  type JackpotWin,
  type Jackpots,
  type Random,
} from '../bonuses/jackpots'
import type { IssuedBonus } from '../bonuses/issue'
import { checkBetLimits } from './bet-limits'
import { STORED_TYPE, betRef, insertBetWithLegs } from './bet-rows'
import { placementContext } from './placement-context'
import { bodyHash, storeAnswer, storedByTwin, twinAnswer } from './placement-requests'
import { PlacementRefused, type BetError } from '../errors/refusal'
import { checkBets } from './slip-checks'
import type { PlayerEvent, PlayerEvents } from '../notifications/player-events'
export { IdempotencyKeyReused } from './placement-requests'

export type PlacementPolicy = {
  readonly limitUnits: { readonly fiat: BetLimitUnits; readonly crypto: BetLimitUnits }
  /** Placement requests a player may make per minute (beyond it: 429). */
  readonly placementsPerMinute: number
  /** The terms and profile fields a player must have before betting (as the web's dialogs ask). */
  readonly profile: ProfilePolicy
  /** The operator's campaigns: bets count towards freebet progress. */
  readonly campaigns: Campaigns
  /** The slip's rules as the operator set them (multi-single per provider). */
  readonly rules: SlipRules
  /** Custom bets (the bet builder) are offered; otherwise one is refused. */
  readonly customBets: boolean
  /** The operator's jackpots: bets that play feed their pools. */
  readonly jackpots: Jackpots
  /** Draws the jackpots' hidden drop points (crypto by default; tests pass their own). */
  readonly random?: Random
}

export type Placement = {
  readonly bets: PlacedBetResponse[]
  /** The balance after the stakes were taken; undefined when the answer is a replay. */
  readonly balance?: { readonly subunits: number; readonly currency: string }
  /** Freebets the bets earned by freebet progress (none for a replay). */
  readonly issued?: readonly IssuedBonus[]
  /** Wager and loss limits the stakes took past their warning mark (none for a replay). */
  readonly nearing?: readonly NearLimit[]
  /** Jackpots the bets made drop, paid into the balance above (none for a replay). */
  readonly jackpotWins?: readonly JackpotWin[]
}

type Request = {
  readonly playerId: string
  /**
   * The player's session as the api remembered it, unchecked (`SessionMemory`): checked in the
   * placement's first round trip, before anything is judged; `SessionEnded` if it has ended.
   */
  readonly recalledSession?: Session
  readonly body: PlaceBetsBody
  readonly idempotencyKey?: string | undefined
  /** The HTTP request's id, kept on the bets as their placement id (a new id without one). */
  readonly requestId?: string
  readonly now?: Date
}

/**
 * Places the bets of one request (POST /api/v3/bets): every bet is checked against the
 * current prices under the player's acceptance policy and the rules of the slip, then the
 * stakes are taken and the bets written in one transaction — all of them or none. A request
 * repeated with the same Idempotency-Key gets the first answer and creates nothing.
 */
export async function placeBets(
  db: Kysely<Database>,
  events: PlayerEvents,
  policy: PlacementPolicy,
  request: Request,
): Promise<Placement> {
  const placement = await placeByCurrentLimits(db, policy, request)
  await events.emit(request.playerId, placementEvents(placement))
  return placement
}

/**
 * What a placement tells the player once committed: the new balance, bonuses earned, limits
 * nearing, each bet (the player's other tabs and devices list it without a reload) and each
 * jackpot it made drop. A replayed answer changed nothing: only its bets are told again.
 */
function placementEvents(placement: Placement): PlayerEvent[] {
  const { balance } = placement
  return [
    ...(balance ? [{ type: 'balance_changed' as const, balance }] : []),
    { type: 'bonuses_issued', issued: placement.issued ?? [] },
    ...(balance
      ? [
          {
            type: 'limits_nearing' as const,
            nearing: placement.nearing ?? [],
            currency: balance.currency,
          },
        ]
      : []),
    ...placement.bets.map((bet): PlayerEvent => ({
      type: 'bet_changed',
      betId: bet.betId,
      status: bet.status,
      result: 'no_results',
      winAmount: null,
    })),
    ...(placement.jackpotWins ?? []).map((win): PlayerEvent => ({ type: 'jackpot_hit', win })),
  ]
}

/** Placements judged by limits that changed before their transaction are judged again. */
const ATTEMPTS = 3

async function placeByCurrentLimits(
  db: Kysely<Database>,
  policy: PlacementPolicy,
  request: Request,
): Promise<Placement> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await place(db, policy, request)
    } catch (error) {
      if (!limitsChanged(error) || attempt === ATTEMPTS) throw error
    }
  }
}

async function place(
  db: Kysely<Database>,
  policy: PlacementPolicy,
  {
    playerId,
    recalledSession,
    body,
    idempotencyKey,
    requestId: placementId,
    now = new Date(),
  }: Request,
): Promise<Placement> {
  const idempotency =
    idempotencyKey === undefined ? undefined : { key: idempotencyKey, hash: bodyHash(body) }
  const context = await placementContext(db, policy, {
    playerId,
    recalledSession,
    body,
    now,
    idempotency,
  })
  if ('replay' in context) return { bets: context.replay }
  const { player, accountId, currency, slip, legs, events, bonuses, limits } = context
  const everyBet = (code: BetError['code']) => body.bets.map((_, index) => ({ index, code }))
  const checked = checkBets(slip, betLimitsFor(currency, policy.limitUnits), policy)
  // A freebet's stake is the book's money: only the other bets take from the balance.
  const moneyBets = slip.bets.filter((bet) => !isFreebet(bet.bonus))
  const totalStake = slipTotalStakeSubunits({ bets: moneyBets })
  const largestStake = Math.max(0, ...moneyBets.map(betTotalStakeSubunits))
  // Whether a bet counts towards jackpots and freebet progress, decided once: a bet a trader
  // has still to accept counts for nothing (decision 123); the rules then judge its stake.
  const counting = slip.bets.map((bet, index) =>
    checked[index]?.vip
      ? undefined
      : {
          currency: currency.code,
          stakeSubunits: betTotalStakeSubunits(bet),
          withBonus: bet.bonus !== undefined,
          legs: legs[index] ?? [],
        },
  )
  const played = jackpotsPlayed(policy.jackpots, counting, events, now)

  // Fed by `add`, and run once more by `drop` if a jackpot shard had no room (decision 162).
  const write = (feeding: Feeding) =>
    writeTransaction(db, async (trx) => {
      const requestId = placementId ?? newId()
      // Judged by the limits read before the transaction; the guard sent below fails it if they
      // changed meanwhile, and the placement is judged again (decision 168).
      if (exclusionAmong(limits.inForce))
        throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.outOfLimit))
      // Taking the stake locks the account, and fails the transaction if the balance does not
      // cover it (`lackedMoney`). Bets all staked with freebets take nothing, and lock it all
      // the same.
      const stake =
        totalStake > 0
          ? await debit(trx, {
              accountId,
              amount: totalStake,
              kind: 'bet_stake',
              reference: requestId,
            })
          : await lockAccount(trx, accountId)
      // Runs after the take, with the account locked: a limit set a moment ago, or a bet placed
      // at the same time, is seen. Both leave with what follows (decision 161).
      const limitsStill = await requireLimitsHeld(trx, playerId, now, limits)
      const { breach, nearing } = await checkBetLimits(
        trx,
        playerId,
        now,
        largestStake,
        totalStake,
        {
          bet: limits.inForce.get('bet'),
          wager: limits.inForce.get('wager'),
          loss: limits.inForce.get('loss'),
        },
      )
      if (breach) {
        // A balance that does not cover the stakes, or limits that changed, come first.
        await stake()
        await limitsStill()
        throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.outOfLimit))
      }
      const betIds = slip.bets.map(() => newId())
      await spendBetBonuses(trx, bonuses, betIds, now)

      const placed: PlacedBetResponse[] = []
      for (const [index, bet] of slip.bets.entries()) {
        const id = betIds[index] ?? newId()
        const ref = betRef()
        const total = betTotalOdds(slip, bet)
        const odds = total ? productToOddsMillis(total) : null
        const status = checked[index]?.vip ? 'submitted' : 'waiting_results'
        const betLegs = legs[index] ?? []
        await insertBetWithLegs(
          trx,
          {
            id,
            ref,
            player_id: playerId,
            account_id: accountId,
            placement_id: requestId,
            currency: currency.code,
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
            bonus_id: bet.bonus?.id ?? null,
            bonus_type: bet.bonus?.type ?? null,
            bonus_odds: bet.bonus?.oddsMillis ?? null,
            used_in_jackpot: played[index]?.length ? 1 : 0,
          },
          betLegs,
        )
        placed.push(placedBet(id, ref, status, bet, slip, betLegs, odds, currency.code))
      }
      const issued = await countFreebetProgress(
        trx,
        policy.campaigns,
        player,
        counting.filter((bet) => bet !== undefined),
        events,
        now,
      )
      if (idempotency) await storeAnswer(trx, playerId, idempotency, placed, now)
      // Last: what it locks (a shard of each pool, or a pool summed up) stays locked to the
      // commit, as briefly as can be.
      const jackpotWins = await feedJackpots(
        trx,
        slip.bets.map((bet, index) => ({
          id: betIds[index] ?? '',
          playerId,
          accountId,
          stakeSubunits: betTotalStakeSubunits(bet),
          played: played[index] ?? [],
        })),
        now,
        feeding,
        policy.random,
      )
      return { bets: placed, stake, issued, nearing, jackpotWins }
    })
  try {
    const { stake, ...placement } = await withJackpotDrops(write)
    // The balance after the stake was taken, answered with the COMMIT on PostgreSQL.
    const won = placement.jackpotWins.reduce((sum, win) => sum + win.amount, 0)
    return { ...placement, balance: { subunits: (await stake()) + won, currency: currency.code } }
  } catch (error) {
    if (lackedMoney(error))
      throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.insufficientBalance))
    // A concurrent twin placed first: this transaction was rolled back, its stake with it.
    const answer =
      idempotency && storedByTwin(error) && (await twinAnswer(db, playerId, idempotency))
    if (answer) return { bets: answer }
    throw error
  }
}

/** A bet as the placement answers it (spec §3.2 "Placed bet response"). */
function placedBet(
  id: string,
  ref: string,
  status: 'submitted' | 'waiting_results',
  bet: Slip['bets'][number],
  slip: Slip,
  legs: readonly PricedLeg[],
  odds: number | null,
  currency: string,
): PlacedBetResponse {
  return {
    betId: id,
    status,
    isVip: status === 'submitted',
    selections: legs.map((leg) => ({ ...legOf(leg), odds: fromOddsMillis(leg.oddsMillis) })),
    ref,
    type: STORED_TYPE[bet.type],
    odds: odds === null ? null : fromOddsMillis(odds),
    stake: { subunits: betTotalStakeSubunits(bet), currency },
    potential_win: { subunits: betPotentialWinSubunits(slip, bet), currency },
  }
}
