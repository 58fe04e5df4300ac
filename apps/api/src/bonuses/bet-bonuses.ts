import type {
  PlaceBetsBody,
  slipBonusesBodySchema,
  slipBonusesResponseSchema,
} from '@sportsbook/contracts'
import type { z } from 'zod'
import {
  FREEBET_TYPES,
  PLACEMENT_ERROR_CODE,
  betTotalOdds,
  comboboostFor,
  fromOddsMillis,
  freebetIneligibility,
  isFreebetType,
  isUsableBonus,
  oddsToMillis,
  placementSlip,
  productToOddsMillis,
  selectionsOf,
  type BonusType,
  type StoredBonusState,
  type PricedLeg,
  type Slip,
  type SlipBet,
} from '@sportsbook/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { PlacementRefused, type BetError } from '../bets/refusal'
import { spendFreebet } from './bonus-ledger'
import { statusOf, textIn } from './bonus-views'
import { storedCampaign, type CampaignDefinition } from './campaign-file'
import { eventsOf, meetsConditions, type Events, type Leg } from './event-conditions'

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

const BONUS_COLUMNS = [
  'b.id',
  'b.type',
  'b.state',
  'b.valid_from',
  'b.expires_at',
  'b.currency',
  'b.balance',
  'b.uses_left',
  'c.definition',
] as const

/** What judging bonuses on a slip reads once: the bonuses, the player's standing, the events. */
type BonusContext = {
  readonly rows: readonly {
    readonly id: string
    readonly type: BonusType
    readonly state: StoredBonusState
    readonly valid_from: string
    readonly expires_at: string
    readonly currency: string | null
    readonly balance: number
    readonly uses_left: number | null
    readonly definition: string
  }[]
  readonly verified: boolean
  readonly events: Events
}

async function bonusContext(
  db: Kysely<Database>,
  playerId: string,
  ids: readonly string[] | 'all',
  legs: readonly (readonly { readonly matchId: string }[])[],
): Promise<BonusContext> {
  let query = db
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_campaigns as c', 'c.id', 'b.campaign_id')
    .select(BONUS_COLUMNS)
    .where('b.player_id', '=', playerId)
    .where('b.type', 'in', ['comboboost', ...FREEBET_TYPES])
  if (ids !== 'all') query = query.where('b.id', 'in', ids)
  const [rows, verified, events] = await Promise.all([
    query.orderBy('b.issued_at').orderBy('b.id').execute(),
    db
      .selectFrom('phone_verifications')
      .select('player_id')
      .where('player_id', '=', playerId)
      .where('verified_at', 'is not', null)
      .executeTakeFirst(),
    eventsOf(
      db,
      legs.flat().map((leg) => leg.matchId),
    ),
  ])
  return { rows, verified: verified !== undefined, events }
}

/** One bonus on one bet of the slip: what it gives the bet, or undefined where it cannot. */
function bonusOn(
  context: BonusContext,
  row: BonusContext['rows'][number],
  slip: Slip,
  bet: SlipBet,
  legs: readonly Leg[],
  now: Date,
  // Placing: a freebet must be active and staked whole, a boost's odds must be those named.
  // Offering: the slip activates the freebet and sets its stake when the player chooses it.
  use:
    | { readonly placing: true; readonly askedOdds: number | undefined }
    | { readonly placing: false },
) {
  const status = statusOf(row, now)
  const campaign = storedCampaign(row.definition)
  if (!isUsableBonus(status) || !meetsConditions(campaign, legs, context.events)) return undefined
  if (isFreebetType(row.type))
    return freebetOn(slip, bet, {
      ...row,
      active: use.placing ? status === 'active' : true,
      exactStake: use.placing,
      campaign,
    })
  return boostOn(
    bet,
    selectionsOf(slip, bet),
    campaign,
    row.uses_left,
    context.verified,
    use.placing ? use.askedOdds : undefined,
  )
}

const legsOf = (legs: readonly (readonly PricedLeg[])[], index: number): Leg[] =>
  (legs[index] ?? []).map((leg) => ({ matchId: leg.matchId, oddsMillis: leg.oddsMillis }))

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
  slip: Slip,
  legs: readonly (readonly PricedLeg[])[],
  now: Date,
): Promise<{ slip: Slip; bonuses: BetBonus[] }> {
  const asked = body.bets.flatMap((bet, index) => (bet.bonus ? [{ index, ...bet.bonus }] : []))
  if (asked.length === 0) return { slip, bonuses: [] }
  const context = await bonusContext(
    db,
    playerId,
    asked.map((a) => a.id),
    legs,
  )
  const errors: BetError[] = []
  const bonuses: BetBonus[] = []
  const bets = [...slip.bets]
  const used = new Set<string>()
  for (const request of asked) {
    const row = context.rows.find((r) => r.id === request.id)
    const bet = bets[request.index]
    const applied =
      row && bet && row.type === request.type && !used.has(row.id)
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
}

/**
 * Which of the player's usable bonuses apply to each bet of a slip (POST /bonuses), so the slip
 * can offer them: each with what it would give (a freebet's stake, a boost's odds, active
 * range and suitable selections), or `not_available` where the bet does not meet it.
 */
export async function bonusOffers(
  db: Kysely<Database>,
  playerId: string,
  slip: Slip,
  legs: readonly (readonly PricedLeg[])[],
  locale: string,
  now: Date,
): Promise<BonusOfferForBet[][]> {
  const context = await bonusContext(db, playerId, 'all', legs)
  const usable = context.rows.filter((row) => isUsableBonus(statusOf(row, now)))
  return slip.bets.map((bet, index) =>
    usable.map((row): BonusOfferForBet => {
      const status = statusOf(row, now)
      const applied = bonusOn(context, row, slip, bet, legsOf(legs, index), now, { placing: false })
      const campaign = storedCampaign(row.definition)
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
      return {
        ...base,
        userBonusStatus: status === 'active' ? 'active' : 'available',
        ...applied.taken,
        ...applied.offer,
      }
    }),
  )
}

function freebetOn(
  slip: Slip,
  bet: SlipBet,
  row: {
    readonly active: boolean
    readonly exactStake: boolean
    readonly currency: string | null
    readonly balance: number
    readonly campaign: CampaignDefinition
  },
) {
  const freebet = row.campaign.freebet
  const total = betTotalOdds(slip, bet)
  if (!freebet || row.currency === null || !total || bet.type === 'system') return undefined
  const problem = freebetIneligibility(
    {
      isActive: row.active,
      amountSubunits: row.balance,
      currency: row.currency,
      minOddsMillis: oddsToMillis(freebet.min_odds),
      maxOddsMillis: oddsToMillis(freebet.max_odds),
      minSelections: row.campaign.conditions.min_selections,
      maxSelections: row.campaign.conditions.max_selections,
    },
    {
      currency: slip.currency,
      selectionCount: bet.selectionIds.length,
      totalOddsMillis: productToOddsMillis(total),
    },
  )
  // The stake is the whole freebet: the slip sets it so (spec §4).
  if (problem !== undefined || row.balance <= 0) return undefined
  if (row.exactStake && bet.stakeSubunits !== row.balance) return undefined
  return {
    slipBonus: { freebetStakeSubunits: row.balance },
    taken: { freebetStake: row.balance },
    offer: {},
  }
}

function boostOn(
  bet: SlipBet,
  selections: readonly { readonly id: string; readonly acceptedOddsMillis: number }[],
  campaign: CampaignDefinition,
  usesLeft: number | null,
  verified: boolean,
  askedOdds: number | undefined,
) {
  const boost = campaign.comboboost
  if (!boost || bet.type !== 'combo' || (usesLeft ?? 0) <= 0) return undefined
  const earned = comboboostFor(
    {
      ranges: boost.ranges.map((r) => ({
        minCount: r.min_count,
        maxCount: r.max_count,
        oddsMillis: oddsToMillis(r.odds),
      })),
      minOddsMillis: oddsToMillis(boost.min_odds),
      onlyVerified: boost.only_verified,
    },
    selections.map((s) => ({ id: s.id, oddsMillis: s.acceptedOddsMillis })),
    verified,
  )
  if (!earned.available) return undefined
  // The bet names the boost it was shown; a different one (the slip changed) is refused.
  if (askedOdds !== undefined && askedOdds !== fromOddsMillis(earned.oddsMillis)) return undefined
  return {
    slipBonus: { oddsMillis: earned.oddsMillis },
    taken: { oddsMillis: earned.oddsMillis },
    offer: {
      activeRangeIndex: earned.activeRangeIndex,
      suitableSelectionIds: earned.suitableSelectionIds,
    },
  }
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
  playerId: string,
  body: z.output<typeof slipBonusesBodySchema>,
  locale: string,
  now = new Date(),
): Promise<z.output<typeof slipBonusesResponseSchema>> {
  const { currency } = body
  const legs = body.bets.map((bet) =>
    bet.selections.map((s): PricedLeg => ({
      matchId: s.match_id,
      marketId: s.market_id,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
      oddsMillis: oddsToMillis(s.odds),
      provider: '',
      matchStatus: 0,
    })),
  )
  const slip = placementSlip(
    currency,
    body.bets.map((bet, index) => ({
      stakeSubunits: 0,
      legs: legs[index] ?? [],
      systemId: bet.system_id,
      customOddsMillis: bet.custom_odds === undefined ? undefined : oddsToMillis(bet.custom_odds),
    })),
  )
  const offers = await bonusOffers(db, playerId, slip, legs, locale, now)
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
      })),
    })),
  }
}
