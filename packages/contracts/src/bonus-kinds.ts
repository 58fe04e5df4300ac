import { isFreebetType, type BONUS_TYPES } from '@sportsbook/domain'

/* The bonus kinds' names and page sizes; no schema here, so a page can use them without zod. */

/** Bonus lists are 4 to a page unless asked otherwise (spec §9.1). */
export const BONUS_PAGE_SIZE = 4

/** `/bonuses/{typePlural}`: freebets covers the four kinds of freebet. */
export const BONUS_TYPE_PLURALS = [
  'comboboosts',
  'freebets',
  'huntings',
  'tournaments',
  'lootboxes',
] as const
export type BonusTypePlural = (typeof BONUS_TYPE_PLURALS)[number]

/** The family a kind of bonus is listed under (`/bonuses/{typePlural}`). */
export function bonusTypePlural(type: (typeof BONUS_TYPES)[number]): BonusTypePlural | undefined {
  if (type === 'comboboost') return 'comboboosts'
  if (type === 'hunting') return 'huntings'
  if (type === 'tournament') return 'tournaments'
  if (type === 'lootbox') return 'lootboxes'
  return isFreebetType(type) ? 'freebets' : undefined
}

/** Page sizes of a family's list unless asked otherwise (spec §9.1: lootboxes 500, tournaments 1). */
export const BONUS_TYPE_PAGE_SIZE: Readonly<Record<BonusTypePlural, number>> = {
  comboboosts: BONUS_PAGE_SIZE,
  freebets: BONUS_PAGE_SIZE,
  huntings: BONUS_PAGE_SIZE,
  tournaments: 1,
  lootboxes: 500,
}

/** Bonuses that farm points from the bets placed with them (hunting and tournaments). */
export const FARMING_BONUS_TYPES = ['hunting', 'tournament'] as const
export const isFarmingBonusType = (
  type: (typeof BONUS_TYPES)[number],
): type is (typeof FARMING_BONUS_TYPES)[number] => type === 'hunting' || type === 'tournament'
