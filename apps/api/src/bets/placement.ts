import type { PlaceBetsBody, PlacedBetResponse } from '@sportsbook/contracts'
import {
  standingProblem,
  ODDS_ACCEPT_MODES,
  PLACEMENT_ERROR_CODE,
  betLimitsFor,
  betPotentialWinSubunits,
  betTotalOdds,
  betTotalStakeSubunits,
  slipTotalStakeSubunits,
  currencyOf,
  fromOddsMillis,
  isFreebet,
  productToOddsMillis,
  type BetLimitUnits,
  type SlipRules,
} from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { newId } from '../db/ids'
import { writeTransaction } from '../db/write-transactions'
import { limitsInForce, type NearLimit } from '../players/limits'
import type { ProfilePolicy } from '../players/profile'
import { DEFAULT_SETTINGS } from '../players/settings'
import { balanceOf, debit, lockAccount } from '../ledger/ledger'
import { applyBetBonuses, spendBetBonuses } from '../bonuses/bet-bonuses'
import type { Campaigns } from '../bonuses/campaigns'
import { countFreebetProgress } from '../bonuses/freebet-progress'
import {
  feedJackpots,
  jackpotsPlayed,
  type JackpotWin,
  type Jackpots,
  type Random,
} from '../bonuses/jackpots'
import type { IssuedBonus } from '../bonuses/issue'
import { checkBetLimits } from './bet-limits'
import { STORED_TYPE, betRef, insertBetWithLegs, playerForPlacement } from './bet-rows'
import { priceBets } from './leg-pricing'
import { bodyHash, claimRequest, saveAnswer, storedAnswer } from './placement-requests'
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
  readonly body: PlaceBetsBody
  readonly idempotencyKey?: string | undefined
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
  const placement = await place(db, policy, request)
  await events.emit(request.playerId, placementEvents(placement))
  return placement
}

/**
 * What a placement tells the player once committed: the new balance, bonuses earned, limits
 * nearing, and each bet (the player's other tabs and devices list it without a reload). A
 * replayed answer changed nothing: only its bets are told again.
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
  ]
}

async function place(
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
          : standing === 'municipality_not_found'
            ? PLACEMENT_ERROR_CODE.municipalityNotFound
            : PLACEMENT_ERROR_CODE.profileIncomplete,
      ),
    )
  const accountId = player.account_id
  if (accountId === null || player.account_active !== 1)
    throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.insufficientBalance))

  const priced = await priceBets(db, body, mode, currency)
  const legs = priced.legs
  const { slip, bonuses } = await applyBetBonuses(db, playerId, body, priced.slip, legs, now)
  const bets = checkBets(slip, betLimitsFor(currencyInfo.value, policy.limitUnits), policy)
  // A freebet's stake is the book's money: only the other bets take from the balance.
  const moneyBets = slip.bets.filter((bet) => !isFreebet(bet.bonus))
  const totalStake = slipTotalStakeSubunits({ bets: moneyBets })
  const largestStake = Math.max(0, ...moneyBets.map(betTotalStakeSubunits))
  // Bets a trader has still to accept play for no jackpot (as for freebet progress).
  const played = await jackpotsPlayed(
    db,
    policy.jackpots,
    slip.bets.map((bet, index) => ({
      currency,
      stakeSubunits: bets[index]?.vip ? 0 : betTotalStakeSubunits(bet),
      withBonus: bet.bonus !== undefined,
      legs: legs[index] ?? [],
    })),
    now,
  )

  return writeTransaction(db, async (trx) => {
    if (idempotencyKey !== undefined) {
      const replay = await claimRequest(trx, { playerId, key: idempotencyKey, hash, now })
      if (replay) return { bets: replay }
    }
    const requestId = newId()
    // Taking the stake locks the account: limit checks below see every earlier bet. Bets all
    // staked with freebets take nothing, and lock it all the same.
    const balance =
      totalStake > 0
        ? await debit(trx, {
            accountId,
            amount: totalStake,
            kind: 'bet_stake',
            reference: requestId,
          })
        : await lockAccount(trx, accountId).then(() => balanceOf(trx, accountId))
    // Limits and exclusions are read once, here, with the account locked: one set a moment
    // ago, or a bet placed at the same time, is seen.
    const limits = await limitsInForce(trx, playerId, now)
    if (limits.has('selfexclusion') || limits.has('coolingoff'))
      throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.outOfLimit))
    if (balance === undefined)
      throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.insufficientBalance))
    const { breach, nearing } = await checkBetLimits(trx, playerId, now, largestStake, totalStake, {
      bet: limits.get('bet'),
      wager: limits.get('wager'),
      loss: limits.get('loss'),
    })
    if (breach) throw new PlacementRefused(everyBet(PLACEMENT_ERROR_CODE.outOfLimit))
    const betIds = slip.bets.map(() => newId())
    await spendBetBonuses(trx, bonuses, betIds, now)

    const placed: PlacedBetResponse[] = []
    for (const [index, bet] of slip.bets.entries()) {
      const id = betIds[index] ?? newId()
      const ref = betRef()
      const total = betTotalOdds(slip, bet)
      const odds = total ? productToOddsMillis(total) : null
      const status = bets[index]?.vip ? 'submitted' : 'waiting_results'
      const betLegs = legs[index] ?? []
      await insertBetWithLegs(
        trx,
        {
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
          bonus_id: bet.bonus?.id ?? null,
          bonus_type: bet.bonus?.type ?? null,
          bonus_odds: bet.bonus?.oddsMillis ?? null,
          used_in_jackpot: played[index]?.length ? 1 : 0,
        },
        betLegs,
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
    // Bets a trader has still to accept do not count (decision 123).
    const issued = await countFreebetProgress(
      trx,
      policy.campaigns,
      playerId,
      slip.bets.flatMap((bet, index) =>
        bets[index]?.vip
          ? []
          : [
              {
                currency,
                stakeSubunits: betTotalStakeSubunits(bet),
                withBonus: bet.bonus !== undefined,
                legs: legs[index] ?? [],
              },
            ],
      ),
      now,
    )
    if (idempotencyKey !== undefined) await saveAnswer(trx, playerId, idempotencyKey, placed)
    // Last: the pools' rows stay locked from here to the commit, as briefly as can be.
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
      policy.random,
    )
    const won = jackpotWins.reduce((sum, win) => sum + win.amount, 0)
    return {
      bets: placed,
      balance: { subunits: balance + won, currency },
      issued,
      nearing,
      jackpotWins,
    }
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
