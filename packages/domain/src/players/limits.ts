/** Responsible gambling limits (spec §3 "User limit"). */
export const USER_LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const
export type UserLimitType = (typeof USER_LIMIT_TYPES)[number]

export const USER_LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const
export type UserLimitStatus = (typeof USER_LIMIT_STATUSES)[number]

/** Limits on money, in subunits of the player's currency, over a rolling period. */
export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager', 'bet'] as const
/** Limits on time, in minutes (reality_check: how often the reminder comes). */
export const TIME_LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'time',
  'reality_check',
] as const
/** Exclusions: no play at all until they end. */
export const EXCLUSION_TYPES = ['selfexclusion', 'coolingoff'] as const

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

const HOUR = 3600 * 1000
const PERIOD_MS: Record<LimitPeriod, number> = {
  day: 24 * HOUR,
  week: 7 * 24 * HOUR,
  month: 30 * 24 * HOUR,
}

/**
 * A tighter limit applies at once; a looser one (or removing one) only after 24 hours, so a
 * decision taken in the heat of play cannot loosen it straight away.
 */
export const RAISE_DELAY_MS = 24 * HOUR

export function limitEffectiveAt(current: number | null, next: number, nowMs: number): number {
  return current === null || next <= current ? nowMs : nowMs + RAISE_DELAY_MS
}

/** Start of the rolling window a money limit counts over. */
export function periodStart(period: LimitPeriod, nowMs: number): number {
  return nowMs - PERIOD_MS[period]
}

/** Whether adding `amount` to what the period already used goes over the limit. */
export function exceedsLimit(used: number, amount: number, limit: number): boolean {
  return used + amount > limit
}
