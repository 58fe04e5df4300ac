import type { Kysely } from 'kysely'
import type { BonusIssueOn, Database } from '../db/schema'
import type { CampaignDefinition } from './campaign-file'

/** The operator's campaigns as the running api knows them (from BONUS_CAMPAIGNS_FILE). */
export type Campaigns = {
  readonly all: readonly CampaignDefinition[]
  byId(id: string): CampaignDefinition | undefined
  byPromoCode(code: string): CampaignDefinition | undefined
  issuedOn(trigger: BonusIssueOn): readonly CampaignDefinition[]
}

export function campaignsOf(list: readonly CampaignDefinition[]): Campaigns {
  const ids = new Map(list.map((c) => [c.id, c]))
  const codes = new Map(list.flatMap((c) => (c.promo_code ? [[c.promo_code, c] as const] : [])))
  return {
    all: list,
    byId: (id) => ids.get(id),
    byPromoCode: (code) => codes.get(code.trim().toUpperCase()),
    issuedOn: (trigger) => list.filter((c) => c.issue_on === trigger),
  }
}

export const NO_CAMPAIGNS = campaignsOf([])

/**
 * Writes the file's campaigns into `bonus_campaigns` (issued bonuses refer to them and keep
 * their terms). A campaign removed from the file stays in the table for the bonuses already
 * issued, but is neither issued nor listed any more. A promo code moved to another campaign is
 * released from the old one first.
 */
export async function syncCampaigns(
  db: Kysely<Database>,
  campaigns: Campaigns,
  now = new Date(),
): Promise<void> {
  if (campaigns.all.length === 0) return
  await db.transaction().execute(async (trx) => {
    const ids = campaigns.all.map((c) => c.id)
    await trx
      .updateTable('bonus_campaigns')
      .set({ promo_code: null })
      .where('id', 'not in', ids)
      .execute()
    for (const c of campaigns.all) {
      const row = {
        type: c.type,
        issue_on: c.issue_on,
        promo_code: c.promo_code ?? null,
        public: c.public ? (1 as const) : (0 as const),
        valid_from: c.valid_from,
        valid_to: c.valid_to,
        definition: JSON.stringify(c),
        updated_at: now.toISOString(),
      }
      await trx
        .insertInto('bonus_campaigns')
        .values({ id: c.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute()
    }
  })
}
