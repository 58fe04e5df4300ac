import { oneOf } from '../one-of'

/**
 * Lootboxes (issue 39): a chest earned by play that the player opens for a prize drawn by the
 * server from the campaign's published table. The draw is a pure function of a 32-bit seed the
 * server picks at random and records with the opening, so an audit replays every opening and
 * gets the same prize.
 */

/** One line of a lootbox's published prize table; a prize of 0 is an empty chest. */
export type LootboxPrize = {
  /** How often it is drawn, against the table's total weight (a positive integer). */
  readonly weight: number
  /** The freebet it gives, in subunits of the player's currency. */
  readonly freebetSubunits: number
}

export type LootboxTableProblem = 'empty' | 'weightNotPositiveInteger' | 'prizeNegative'

/** Why a prize table cannot be drawn from, or undefined when it can. */
export function lootboxTableProblem(
  table: readonly LootboxPrize[],
): LootboxTableProblem | undefined {
  if (table.length === 0) return 'empty'
  if (table.some((p) => !Number.isSafeInteger(p.weight) || p.weight <= 0))
    return 'weightNotPositiveInteger'
  if (table.some((p) => !Number.isSafeInteger(p.freebetSubunits) || p.freebetSubunits < 0))
    return 'prizeNegative'
  return undefined
}

/**
 * A number in [0, 1) from a 32-bit seed, the same every time (the SplitMix32 finaliser: seeds
 * that differ by one land far apart, so consecutive or random seeds draw alike).
 */
export function seededUniform(seed: number): number {
  let z = (seed + 0x9e3779b9) >>> 0
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
  z = (z ^ (z >>> 16)) >>> 0
  return z / 2 ** 32
}

/** The prize a seed draws: each line with probability its weight over the table's total. */
export function drawLootboxPrize(
  table: readonly LootboxPrize[],
  seed: number,
): { readonly index: number; readonly prize: LootboxPrize } {
  const problem = lootboxTableProblem(table)
  if (problem) throw new Error(`lootbox table cannot be drawn from: ${problem}`)
  const total = table.reduce((sum, p) => sum + p.weight, 0)
  let ticket = Math.floor(seededUniform(seed) * total)
  for (const [index, prize] of table.entries()) {
    if (ticket < prize.weight) return { index, prize }
    ticket -= prize.weight
  }
  // Unreachable: the ticket is below the total weight.
  throw new Error('lootbox draw fell past its table')
}

/** The published chance of each line, as the terms show it (a fraction of 1). */
export function lootboxChances(table: readonly Pick<LootboxPrize, 'weight'>[]): number[] {
  const total = table.reduce((sum, p) => sum + p.weight, 0)
  return table.map((p) => p.weight / total)
}

export const CHEST_SIZES = ['small', 'medium', 'large'] as const
export type ChestSize = (typeof CHEST_SIZES)[number]
export const isChestSize = oneOf(CHEST_SIZES)

/**
 * The chest a lootbox shows (spec §9): small for level 1, medium for level 2, large above; once
 * opened, its win or loss variant.
 */
export function lootboxChest(
  level: number,
  opened?: { readonly freebetSubunits: number },
): { readonly size: ChestSize; readonly variant: 'closed' | 'win' | 'loss' } {
  const size: ChestSize = level <= 1 ? 'small' : level === 2 ? 'medium' : 'large'
  if (!opened) return { size, variant: 'closed' }
  return { size, variant: opened.freebetSubunits > 0 ? 'win' : 'loss' }
}
