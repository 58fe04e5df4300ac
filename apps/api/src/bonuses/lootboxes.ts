import { randomInt } from 'node:crypto'
import {
  drawLootboxPrize,
  lootboxChances,
  lootboxChest,
  type LootboxPrize,
} from '@sportsbook/domain'
import type { Bonus, BonusCampaign } from '@sportsbook/contracts'
import type { Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { CampaignDefinition } from './campaign-file'
import type { Campaigns } from './campaigns'
import { issueBonus, type IssuedBonus } from './issue'

/** Seeds are drawn below 2³¹: they fit an integer column on both databases. */
const SEED_BOUND = 2 ** 31

/** A seed for a lootbox's draw: random (crypto), or from the api's `random` in tests. */
export function lootboxSeed(random?: () => number): number {
  return random ? Math.floor(random() * SEED_BOUND) : randomInt(0, SEED_BOUND)
}

/** The campaign's prize table in a currency: each line's weight and the freebet it issues. */
export function prizeTable(
  campaign: CampaignDefinition,
  campaigns: Campaigns,
  currency: string,
): LootboxPrize[] {
  return (campaign.lootbox?.prizes ?? []).map((line) => {
    const amounts: Partial<Record<string, number>> =
      (line.campaign === null ? undefined : campaigns.byId(line.campaign)?.freebet?.amounts) ?? {}
    return { weight: line.weight, freebetSubunits: amounts[currency] ?? 0 }
  })
}

/**
 * Opens a lootbox in the caller's transaction (the player and the bonus locked): draws its
 * prize with `seed`, issues the prize's freebet (once: its key is the lootbox), and records the
 * seed, the line drawn and the freebet on the lootbox, which is then over. Answers the freebet
 * issued, if any.
 */
export async function openLootbox(
  trx: Transaction<Database>,
  campaigns: Campaigns,
  lootbox: { readonly id: string; readonly campaign: CampaignDefinition },
  player: { readonly id: string; readonly country: string; readonly currency: string },
  seed: number,
  now: Date,
): Promise<IssuedBonus | undefined> {
  const lines = lootbox.campaign.lootbox?.prizes ?? []
  const { index } = drawLootboxPrize(prizeTable(lootbox.campaign, campaigns, player.currency), seed)
  const prizeCampaign = lines[index]?.campaign
  const prize = prizeCampaign ? campaigns.byId(prizeCampaign) : undefined
  const issued = prize
    ? await issueBonus(trx, prize, player, {
        source: 'lootbox',
        issueKey: `lootbox-${lootbox.id}`,
        now,
      })
    : undefined
  const freebet = typeof issued === 'object' ? issued : undefined
  await trx
    .updateTable('player_bonuses')
    .set({
      state: 'bonus_over',
      activated_at: now.toISOString(),
      seen: 1,
      draw_seed: seed,
      prize_index: index,
      prize_bonus_id: freebet?.id ?? null,
    })
    .where('id', '=', lootbox.id)
    .execute()
  return freebet
}

/** A lootbox campaign's published side: its level, chest and the chance of each line. */
export function lootboxCampaignView(campaign: CampaignDefinition): BonusCampaign['lootbox'] {
  const { lootbox } = campaign
  if (!lootbox) return null
  const chances = lootboxChances(lootbox.prizes)
  return {
    level: lootbox.level,
    chest_size: lootboxChest(lootbox.level).size,
    prizes: lootbox.prizes.map((line, index) => ({
      campaign_id: line.campaign,
      chance: chances[index] ?? 0,
    })),
  }
}

/** An issued lootbox's opening: its chest, win or loss, and what the draw recorded. */
export function lootboxOpeningView(
  campaign: CampaignDefinition,
  row: {
    readonly draw_seed: number | null
    readonly prize_index: number | null
    readonly prize_bonus_id: string | null
  },
): Bonus['lootbox_opening'] {
  if (!campaign.lootbox || row.draw_seed === null || row.prize_index === null) return null
  const chest = lootboxChest(campaign.lootbox.level, {
    freebetSubunits: row.prize_bonus_id === null ? 0 : 1,
  })
  return {
    chest: { size: chest.size, variant: chest.variant === 'win' ? 'win' : 'loss' },
    seed: row.draw_seed,
    prize_index: row.prize_index,
    prize_bonus_id: row.prize_bonus_id,
  }
}
