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
  }: {
    readonly source: BonusSource
    readonly issueKey?: string
    readonly now?: Date
  },
): Promise<IssuedBonus | NotIssued> {
  const validTo = new Date(campaign.valid_to)
  if (now < new Date(campaign.valid_from) || now >= validTo) return 'outsidePeriod'
  if (campaign.country_codes.length > 0 && !campaign.country_codes.includes(player.country))
    return 'country'
  const amounts: Partial<Record<string, number>> = campaign.freebet?.amounts ?? {}
  const amount = amounts[player.currency]
  if (campaign.freebet && amount === undefined) return 'currency'
  const lifetimeEnd = new Date(now.getTime() + campaign.days_to_use * DAY_MS)
  const expiresAt = lifetimeEnd < validTo ? lifetimeEnd : validTo
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
      // The player who typed the code, or opened the chest, sees the bonus in the answer; the
      // new-bonus popup is for bonuses that arrive on their own (sign-up, first deposit, an
      // operator's command).
      seen: source === 'promo_code' || source === 'lootbox' ? 1 : 0,
      issued_at: now.toISOString(),
      valid_from: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      activated_at: null,
      currency: amount === undefined ? null : player.currency,
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
