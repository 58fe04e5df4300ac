import { oneOf } from '../one-of'

/** States of a player's bonus (spec §3.8 "Bonus types"). */
export const BONUS_STATUSES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
] as const
export type BonusStatus = (typeof BONUS_STATUSES)[number]
export const isBonusStatus = oneOf(BONUS_STATUSES)

/**
 * What the server stores for an issued bonus. `expired` and `not_available` are never stored:
 * they follow from the clock, so a bonus expires at its time without a job having to run.
 */
export const STORED_BONUS_STATES = [
  'available',
  'active',
  'bonus_over',
  'deactivated',
  'overridden',
] as const
export type StoredBonusState = (typeof STORED_BONUS_STATES)[number]
export const isStoredBonusState = oneOf(STORED_BONUS_STATES)

/**
 * The status a player sees at `now`: a bonus that is over (used up, deactivated by the
 * operator, or overridden by a newer one of its campaign) stays so; otherwise it has expired
 * once its time is past, and is not available yet before its campaign starts.
 */
export function bonusStatusAt(
  bonus: { readonly state: StoredBonusState; readonly validFrom: Date; readonly expiresAt: Date },
  now: Date,
): BonusStatus {
  if (bonus.state !== 'available' && bonus.state !== 'active') return bonus.state
  if (now.getTime() >= bonus.expiresAt.getTime()) return 'expired'
  if (now.getTime() < bonus.validFrom.getTime()) return 'not_available'
  return bonus.state
}

/** Whether a bonus in this status can still be used for a bet (or activated). */
export function isUsableBonus(status: BonusStatus): boolean {
  return status === 'available' || status === 'active'
}

/** The promotions page's time filter (spec §3.8): where a campaign's period lies from `now`. */
export const CAMPAIGN_PERIODS = ['past', 'valid', 'upcoming'] as const
export type CampaignPeriod = (typeof CAMPAIGN_PERIODS)[number]

export function campaignPeriodAt(
  campaign: { readonly validFrom: Date; readonly validTo: Date },
  now: Date,
): CampaignPeriod {
  if (now.getTime() >= campaign.validTo.getTime()) return 'past'
  if (now.getTime() < campaign.validFrom.getTime()) return 'upcoming'
  return 'valid'
}

/**
 * Where a player's bonus stands on the promotions page's time filter: a usable one is valid,
 * one not available before its campaign starts is upcoming, every other (used up, expired,
 * deactivated, overridden) is past.
 */
export function bonusPeriodOf(status: BonusStatus): CampaignPeriod {
  if (isUsableBonus(status)) return 'valid'
  return status === 'not_available' ? 'upcoming' : 'past'
}
