import type { Kysely, Transaction } from 'kysely'
import { newId } from '../db/ids'
import type { BonusIssueOn, BonusSource, Database } from '../db/schema'
import type { CampaignDefinition } from './campaign-file'
import type { Campaigns } from './campaigns'
import { postBonusEntry } from './bonus-ledger'

const DAY_MS = 86_400_000

export type IssuedBonus = {
  readonly id: string
  readonly type: CampaignDefinition['type']
  readonly campaignId: string
}

/** Why a campaign is not issued to a player (a promo code answers with it). */
export type NotIssued = 'outsidePeriod' | 'country' | 'currency' | 'alreadyIssued'

type Player = { readonly id: string; readonly country: string; readonly currency: string }

/**
 * Issues one campaign's bonus to a player, in the caller's transaction: a freebet with its
 * amount in the player's currency credited by a bonus ledger row, a comboboost with its uses.
 * Issuing is idempotent per (player, campaign, key): a repeat answers `alreadyIssued`.
 */
export async function issueBonus(
  trx: Transaction<Database>,
  campaign: CampaignDefinition,
  player: Player,
  {
    source,
    issueKey = campaign.id,
    now = new Date(),
    amount: amountGiven,
    owed = false,
  }: {
    readonly source: BonusSource
    readonly issueKey?: string
    readonly now?: Date
    /** A freebet of this amount instead of the campaign's (a tournament's prize). */
    readonly amount?: number
    /**
     * Won already (a tournament's prize): issued whatever the campaign's period and countries,
     * and lasting its days_to_use from now.
     */
    readonly owed?: boolean
  },
): Promise<IssuedBonus | NotIssued> {
  const validTo = new Date(campaign.valid_to)
  if (!owed && (now < new Date(campaign.valid_from) || now >= validTo)) return 'outsidePeriod'
  if (
    !owed &&
    campaign.country_codes.length > 0 &&
    !campaign.country_codes.includes(player.country)
  )
    return 'country'
  const amounts: Partial<Record<string, number>> = campaign.freebet?.amounts ?? {}
  const amount = campaign.freebet ? (amountGiven ?? amounts[player.currency]) : undefined
  if (campaign.freebet && amount === undefined) return 'currency'
  // Points are farmed in the currencies the campaign names; a tournament's pool is in one.
  if (campaign.farming && !(player.currency in campaign.farming.min_stake)) return 'currency'
  if (campaign.tournament && campaign.tournament.currency !== player.currency) return 'currency'
  const lifetimeEnd = new Date(now.getTime() + campaign.days_to_use * DAY_MS)
  // A tournament's entry lasts as long as the tournament.
  const expiresAt = !campaign.tournament && (owed || lifetimeEnd < validTo) ? lifetimeEnd : validTo
  const id = newId()
  const inserted = await trx
    .insertInto('player_bonuses')
    .values({
      id,
      player_id: player.id,
      campaign_id: campaign.id,
      type: campaign.type,
      state: 'available',
      source,
      issue_key: issueKey,
      // The player who typed the code, opened the chest or boosted sees the bonus in the answer; the
      // new-bonus popup is for bonuses that arrive on their own (sign-up, first deposit, an
      // operator's command).
      seen: source === 'promo_code' || source === 'lootbox' || source === 'boost' ? 1 : 0,
      issued_at: now.toISOString(),
      valid_from: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      activated_at: null,
      currency: amount !== undefined || campaign.farming ? player.currency : null,
      amount: amount ?? null,
      uses_left: campaign.comboboost?.uses_count ?? null,
    })
    .onConflict((oc) => oc.columns(['player_id', 'campaign_id', 'issue_key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) return 'alreadyIssued'
  if (amount !== undefined)
    await postBonusEntry(trx, { bonusId: id, amount, kind: 'freebet_issued', reference: id }, now)
  return { id, type: campaign.type, campaignId: campaign.id }
}

/** Issues every campaign a trigger (sign-up, first deposit) gives the player; those issued. */
export async function issueOn(
  trx: Transaction<Database>,
  campaigns: Campaigns,
  trigger: Exclude<BonusIssueOn, 'promo_code' | 'operator'>,
  player: Player,
  now = new Date(),
): Promise<IssuedBonus[]> {
  const issued: IssuedBonus[] = []
  for (const campaign of campaigns.issuedOn(trigger)) {
    const bonus = await issueBonus(trx, campaign, player, { source: trigger, now })
    if (typeof bonus !== 'string') issued.push(bonus)
  }
  return issued
}

/** The player fields issuing needs. */
export async function playerForBonus(
  db: Kysely<Database> | Transaction<Database>,
  playerId: string,
): Promise<Player | undefined> {
  return db
    .selectFrom('players')
    .select(['id', 'country', 'currency'])
    .where('id', '=', playerId)
    .executeTakeFirst()
}
