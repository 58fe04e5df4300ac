import { oneOf } from '../one-of'

/** Responsible gambling limits (spec §3.4 "User limit"). */
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
export const isUserLimitType = oneOf(USER_LIMIT_TYPES)

export const USER_LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const
export type UserLimitStatus = (typeof USER_LIMIT_STATUSES)[number]
export const isUserLimitStatus = oneOf(USER_LIMIT_STATUSES)

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

/** The reality check comes every hour unless the player chose another period (minutes). */
export const DEFAULT_REALITY_CHECK_MINUTES = 60

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

/** A limit's setting: its amount, over its period for a money limit (null for the others). */
export type LimitSetting = { readonly amount: number; readonly period: LimitPeriod | null }

/**
 * When a new setting of a limit takes effect. It is tighter, and applies at once, only if it
 * allows no more in any window than the one in force: no larger amount, over no shorter period.
 * Anything else waits for the cooling period — a larger amount, and as much over a shorter
 * period too (a month's 100 made a day's 100 allows up to 30 times as much).
 */
export function limitEffectiveAt(
  current: LimitSetting | null,
  next: LimitSetting,
  nowMs: number,
): number {
  if (current === null) return nowMs
  const noShorter =
    current.period === null ||
    next.period === null ||
    PERIOD_MS[next.period] >= PERIOD_MS[current.period]
  return next.amount <= current.amount && noShorter ? nowMs : nowMs + RAISE_DELAY_MS
}

/** Start of the rolling window a money limit counts over. */
export function periodStart(period: LimitPeriod, nowMs: number): number {
  return nowMs - PERIOD_MS[period]
}

/** Whether adding `amount` to what the period already used goes over the limit. */
export function exceedsLimit(used: number, amount: number, limit: number): boolean {
  return used + amount > limit
}

/** A money limit in force with what its period has used so far, in subunits. */
export type LimitUse = { readonly limit: number; readonly used: number }

/**
 * Which of a player's betting limits a placement would break (spec §8.1 "User is out of limit").
 * Decision (the spec names the types only): `bet` caps the stake of any one bet; `wager`
 * caps the stakes placed over its period; `loss` caps the net loss over its period (stakes
 * less what bets paid back), counting the new stakes as if lost.
 */
export function betLimitBreach(
  stakes: { readonly largest: number; readonly total: number },
  limits: {
    readonly bet?: number | undefined
    readonly wager?: LimitUse | undefined
    readonly loss?: LimitUse | undefined
  },
): 'bet' | 'wager' | 'loss' | undefined {
  if (limits.bet !== undefined && stakes.largest > limits.bet) return 'bet'
  if (limits.wager && exceedsLimit(limits.wager.used, stakes.total, limits.wager.limit))
    return 'wager'
  if (limits.loss && exceedsLimit(Math.max(0, limits.loss.used), stakes.total, limits.loss.limit))
    return 'loss'
  return undefined
}

/**
 * The share of a money limit at which the player is told it is nearly reached. Decision (the
 * spec names the notice only): 80 %, the point the large books warn at.
 */
export const LIMIT_WARNING_PERCENT = 80

/**
 * Whether adding `amount` takes a limit's use across its warning mark. Only the crossing
 * counts, so the player is told once each time the period's use climbs past it, not on every
 * bet after; use already past the mark (or a loss below zero) never tells again.
 */
export function nearsLimit(used: number, amount: number, limit: number): boolean {
  const mark = (limit * LIMIT_WARNING_PERCENT) / 100
  const before = Math.max(0, used)
  return before < mark && before + amount >= mark && !exceedsLimit(before, amount, limit)
}
