import {
  isFarmingBonusType,
  requestedLeg,
  type PlaceBetsBody,
  type slipBonusesBodySchema,
  type slipBonusesResponseSchema,
} from '@sportsbook/contracts'
import type { z } from 'zod'
import {
  NO_FARMING,
  PLACEMENT_ERROR_CODE,
  betTotalOdds,
  betTotalStakeSubunits,
  fromOddsMillis,
  isUsableBonus,
  oddsToMillis,
  placementSlip,
  productToOddsMillis,
  slipFarming,
  type BonusType,
  type StoredBonusState,
  type PricedLeg,
  type Slip,
} from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { PlacementRefused, type BetError } from '../errors/refusal'
import { spendFreebet } from './bonus-ledger'
import { statusOf, textIn } from './bonus-views'
import { eventsOf, type Events } from './event-conditions'
import { bonusContext, bonusOn, legsOf } from './bonus-eligibility'
import type { Campaigns } from './campaigns'
import { currencyExponent, farmingRangesOf, farmingRuleOf, standingsOf } from './farming'

/** A bonus a bet of the placement is placed with, once checked. */
export type BetBonus = {
  readonly index: number
  readonly bonusId: string
  readonly type: BonusType
  /** A comboboost's bonus odds. */
  readonly oddsMillis?: number
  /** A freebet's stake: the whole freebet. */
  readonly freebetStake?: number
}

/**
 * Checks the bonus each bet asks for (`bonus {id, type, odds}`) and applies it to the slip: the
 * player's own, usable bonus of that type, once per placement, whose campaign's conditions
 * the bet meets; a freebet active, in the slip's currency, staked whole and within its odds
 * bounds; a comboboost on a combo earning the bonus odds the bet names. Any bet asking for a
 * bonus it cannot have refuses the placement with 109 for that bet. Reads only: the bonuses
 * are taken in the placement's transaction (`spendBetBonuses`).
 */
export async function applyBetBonuses(
  db: Kysely<Database>,
  playerId: string,
  body: PlaceBetsBody,
  priced: { readonly slip: Slip; readonly legs: readonly (readonly PricedLeg[])[] },
  events: Events,
  now: Date,
): Promise<{ slip: Slip; bonuses: BetBonus[] }> {
  const { slip, legs } = priced
  const asked = body.bets.flatMap((bet, index) => (bet.bonus ? [{ index, ...bet.bonus }] : []))
  if (asked.length === 0) return { slip, bonuses: [] }
  const context = await bonusContext(
    db,
    playerId,
    asked.map((a) => a.id),
    events,
  )
  const errors: BetError[] = []
  const bonuses: BetBonus[] = []
  const bets = [...slip.bets]
  const used = new Set<string>()
  for (const request of asked) {
    const row = context.rows.find((r) => r.id === request.id)
    const bet = bets[request.index]
    // A freebet or a boost is taken by one bet; a hunting or tournament farms from several.
    const applied =
      row && bet && row.type === request.type && (!used.has(row.id) || isFarmingBonusType(row.type))
        ? bonusOn(context, row, slip, bet, legsOf(legs, request.index), now, {
            placing: true,
            askedOdds: request.odds,
          })
        : undefined
    if (!row || !bet || !applied) {
      errors.push({ index: request.index, code: PLACEMENT_ERROR_CODE.bonusUnavailable })
      continue
    }
    used.add(row.id)
    bets[request.index] = { ...bet, bonus: { id: row.id, type: row.type, ...applied.slipBonus } }
    bonuses.push({ index: request.index, bonusId: row.id, type: row.type, ...applied.taken })
  }
  if (errors.length > 0) throw new PlacementRefused(errors)
  return { slip: { ...slip, bets }, bonuses }
}

/** A bonus as the slip may offer it for one bet (POST /bonuses). */
export type BonusOfferForBet = {
  readonly id: string
  readonly type: BonusType
  readonly campaignId: string
  readonly name: string
  /** available or active when it applies to the bet; not_available when it does not. */
  readonly userBonusStatus: 'available' | 'active' | 'not_available'
  /** Why it does not apply when the player can change that: a boost for verified players. */
  readonly reason?: 'not_verified'
  readonly oddsMillis?: number
  readonly activeRangeIndex?: number
  readonly suitableSelectionIds?: readonly string[]
  readonly freebetStake?: number
  /** A hunting or tournament: what the bet would farm (decision 144). */
  readonly farming?: SlipFarming
}

type SlipFarming = ReturnType<typeof slipFarming>

/**
 * Which of the player's usable bonuses apply to each bet of a slip (POST /bonuses), so the slip
 * can offer them: each with what it would give (a freebet's stake, a boost's odds, active
 * range and suitable selections), or `not_available` where the bet does not meet it.
 */
export async function bonusOffers(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  slip: Slip,
  legs: readonly (readonly PricedLeg[])[],
  locale: string,
  now: Date,
): Promise<BonusOfferForBet[][]> {
  const context = await bonusContext(
    db,
    playerId,
    'all',
    await eventsOf(
      db,
      legs.flat().map((leg) => leg.matchId),
    ),
  )
  const usable = context.rows.filter((row) => isUsableBonus(statusOf(row, now)))
  const standings = await standingsOf(
    db,
    usable.filter((row) => isFarmingBonusType(row.type)).map((row) => row.id),
  )
  // What a bet would farm at the stake typed, from the player's standing (none before joining).
  const farmingOf = (row: (typeof usable)[number], bet: Slip['bets'][number], index: number) => {
    const rule = farmingRuleOf(row.campaign, slip.currency)
    const total = betTotalOdds(slip, bet)
    if (!isFarmingBonusType(row.type) || !rule || !total) return undefined
    return slipFarming(
      rule,
      farmingRangesOf(row.campaign, campaigns, slip.currency),
      standings.get(row.id) ?? NO_FARMING,
      [
        {
          stakeSubunits: betTotalStakeSubunits(bet),
          totalOddsMillis: productToOddsMillis(total),
          voided: false,
          eventIds: legsOf(legs, index).map((leg) => leg.matchId),
        },
      ],
      currencyExponent(slip.currency),
    )
  }
  return slip.bets.map((bet, index) =>
    usable.map((row): BonusOfferForBet => {
      const status = statusOf(row, now)
      const applied = bonusOn(context, row, slip, bet, legsOf(legs, index), now, { placing: false })
      const { campaign } = row
      const base = {
        id: row.id,
        type: row.type,
        campaignId: campaign.id,
        name: textIn(campaign.name, locale),
      }
      if (!applied) {
        const forVerified = campaign.comboboost?.only_verified === true && !context.verified
        return {
          ...base,
          userBonusStatus: 'not_available',
          ...(forVerified && { reason: 'not_verified' as const }),
        }
      }
      const farming = farmingOf(row, bet, index)
      return {
        ...base,
        userBonusStatus: status === 'active' ? 'active' : 'available',
        ...applied.taken,
        ...applied.offer,
        ...(farming && { farming }),
      }
    }),
  )
}

/**
 * Takes the placement's bonuses in its transaction: each freebet's whole balance (a ledger row
 * referencing the bet), one use of each comboboost. A bonus another placement took meanwhile
 * refuses this one with 109, and the transaction rolls back.
 */
export async function spendBetBonuses(
  trx: Transaction<Database>,
  bonuses: readonly BetBonus[],
  betIds: readonly string[],
  now: Date,
): Promise<void> {
  const errors: BetError[] = []
  for (const bonus of bonuses) {
    if (isFarmingBonusType(bonus.type)) continue
    const betId = betIds[bonus.index] ?? ''
    const taken =
      bonus.freebetStake !== undefined
        ? await spendFreebet(trx, bonus.bonusId, bonus.freebetStake, betId, now)
        : await useBoost(trx, bonus.bonusId, now)
    if (!taken) errors.push({ index: bonus.index, code: PLACEMENT_ERROR_CODE.bonusUnavailable })
  }
  if (errors.length > 0) throw new PlacementRefused(errors)
}

async function useBoost(trx: Transaction<Database>, bonusId: string, now: Date) {
  const used = await trx
    .updateTable('player_bonuses')
    .set((eb) => ({
      uses_left: eb('uses_left', '-', 1),
      state: eb
        .case()
        .when('uses_left', '<=', 1)
        .then(eb.val<StoredBonusState>('bonus_over'))
        .else(eb.ref('state'))
        .end(),
    }))
    .where('id', '=', bonusId)
    .where('uses_left', '>', 0)
    .where('state', 'in', ['available', 'active'])
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return used.numUpdatedRows > 0n
}

/**
 * POST /bonuses: the slip's bets at the odds the slip shows (no price check: nothing is placed)
 * and, for each, the player's bonuses that apply.
 */
export async function slipBonusOffers(
  db: Kysely<Database>,
  campaigns: Campaigns,
  playerId: string,
  body: z.output<typeof slipBonusesBodySchema>,
  locale: string,
  now = new Date(),
): Promise<z.output<typeof slipBonusesResponseSchema>> {
  const { currency } = body
  const legs = body.bets.map((bet) =>
    bet.selections.map((s): PricedLeg => ({ ...requestedLeg(s), provider: '', matchStatus: 0 })),
  )
  const slip = placementSlip(
    currency,
    body.bets.map((bet, index) => ({
      stakeSubunits: bet.stake,
      legs: legs[index] ?? [],
      systemId: bet.system_id,
      customOddsMillis: bet.custom_odds === undefined ? undefined : oddsToMillis(bet.custom_odds),
    })),
  )
  const offers = await bonusOffers(db, campaigns, playerId, slip, legs, locale, now)
  return {
    data: offers.map((bonuses, index) => ({
      index,
      bonuses: bonuses.map((offer) => ({
        id: offer.id,
        type: offer.type,
        campaign_id: offer.campaignId,
        name: offer.name,
        user_bonus_status: offer.userBonusStatus,
        reason: offer.reason ?? null,
        odds: offer.oddsMillis === undefined ? null : fromOddsMillis(offer.oddsMillis),
        active_range_index: offer.activeRangeIndex ?? null,
        suitable_selections: [...(offer.suitableSelectionIds ?? [])],
        freebet_stake:
          offer.freebetStake === undefined ? null : { subunits: offer.freebetStake, currency },
        potential_points: offer.farming?.potentialPoints ?? null,
        available_points: offer.farming?.availablePoints ?? null,
        points: offer.farming?.points ?? null,
        potential_freebet_amount: offer.farming
          ? { subunits: offer.farming.potentialFreebetSubunits, currency }
          : null,
      })),
    })),
  }
}
