import type { Bonus, BonusCampaign } from '@sportsbook/contracts'
import {
  bonusStatusAt,
  campaignPeriodAt,
  isFreebetType,
  type StoredBonusState,
} from '@sportsbook/domain'
import type { CampaignDefinition } from './campaign-file'
import { lootboxCampaignView, lootboxOpeningView } from './lootboxes'
import {
  farmingCampaignView,
  farmingStatsView,
  tournamentCampaignView,
  type FarmingData,
  type FarmingSources,
} from './farming-views'

/** A campaign's text in the locale, its language, or English. */
export function textIn(texts: Readonly<Record<string, string>>, locale: string): string {
  return texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en ?? ''
}

/**
 * A campaign as the promotions page shows it; freebet amounts in `currency` when given, a
 * hunting's freebets and a tournament's pool when the sources are.
 */
export function campaignView(
  c: CampaignDefinition,
  locale: string,
  now: Date,
  currency?: string,
  sources?: FarmingSources,
): BonusCampaign {
  const amounts: Partial<Record<string, number>> = c.freebet?.amounts ?? {}
  const amount = currency === undefined ? undefined : amounts[currency]
  return {
    id: c.id,
    type: c.type,
    name: textIn(c.name, locale),
    country_codes: c.country_codes,
    event_conditions: {
      sports: c.conditions.sports,
      leagues: c.conditions.leagues,
      matches: c.conditions.matches,
      min_odds: c.conditions.min_odds ?? null,
      min_selections: c.conditions.min_selections,
      max_selections: c.conditions.max_selections,
    },
    valid_from: c.valid_from,
    valid_to: c.valid_to,
    period: campaignPeriodAt(
      { validFrom: new Date(c.valid_from), validTo: new Date(c.valid_to) },
      now,
    ),
    banners: c.banners ?? null,
    promo_code: c.promo_code ?? null,
    freebet: c.freebet
      ? {
          amount:
            amount === undefined || currency === undefined ? null : { subunits: amount, currency },
          min_odds: c.freebet.min_odds,
          max_odds: c.freebet.max_odds,
        }
      : null,
    comboboost: c.comboboost
      ? {
          ranges: c.comboboost.ranges,
          min_odds: c.comboboost.min_odds,
          uses_count: c.comboboost.uses_count,
          only_verified: c.comboboost.only_verified,
        }
      : null,
    lootbox: lootboxCampaignView(c),
    farming: farmingCampaignView(c, sources, currency),
    tournament: tournamentCampaignView(c, sources, now),
  }
}

/** An issued bonus's row as the services read it. */
export type PlayerBonusRow = {
  readonly id: string
  readonly campaign_id: string
  readonly state: StoredBonusState
  readonly seen: 0 | 1
  readonly issued_at: string
  readonly valid_from: string
  readonly expires_at: string
  readonly activated_at: string | null
  readonly currency: string | null
  readonly amount: number | null
  readonly balance: number
  readonly uses_left: number | null
  readonly draw_seed: number | null
  readonly prize_index: number | null
  readonly prize_bonus_id: string | null
  readonly definition: string
}

export function statusOf(
  row: Pick<PlayerBonusRow, 'state' | 'valid_from' | 'expires_at'>,
  now: Date,
) {
  return bonusStatusAt(
    { state: row.state, validFrom: new Date(row.valid_from), expiresAt: new Date(row.expires_at) },
    now,
  )
}

/** A player's bonus as the bonus calls answer it. */
export function bonusView(
  row: PlayerBonusRow,
  campaign: CampaignDefinition,
  locale: string,
  now: Date,
  farming?: { readonly sources: FarmingSources; readonly data: FarmingData | undefined },
): Bonus {
  const status = statusOf(row, now)
  const view = campaignView(campaign, locale, now, row.currency ?? undefined, farming?.sources)
  const currency = row.currency
  return {
    ...view,
    id: row.id,
    campaign_id: row.campaign_id,
    status,
    issued: {
      seen: row.seen === 1,
      issued_at: row.issued_at,
      activated_at: row.activated_at,
      expired_at: row.expires_at,
      status,
    },
    freebet: view.freebet && {
      ...view.freebet,
      amount: currency === null || row.amount === null ? null : { subunits: row.amount, currency },
    },
    freebet_balance:
      isFreebetType(campaign.type) && currency !== null
        ? { subunits: row.balance, currency }
        : null,
    is_active: status === 'active',
    uses_left: row.uses_left,
    lootbox_opening: lootboxOpeningView(campaign, row),
    farming_stats: farmingStatsView(campaign, currency, farming?.data, farming?.sources),
  }
}
