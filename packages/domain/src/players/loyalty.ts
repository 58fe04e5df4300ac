/**
 * Comp points and status groups (spec §3.4 "Progress"; the rules are not shown, decided here):
 * one point per 10 whole units staked in the player's currency, and groups by points.
 */
export const SUBUNITS_PER_POINT_UNIT = 10

export const STATUS_GROUPS = [
  { id: 'bronze', name: 'Bronze', minPoints: 0 },
  { id: 'silver', name: 'Silver', minPoints: 100 },
  { id: 'gold', name: 'Gold', minPoints: 1000 },
  { id: 'platinum', name: 'Platinum', minPoints: 10_000 },
] as const
export type StatusGroupId = (typeof STATUS_GROUPS)[number]['id']

/** Points earned by `stakedSubunits` of a currency with `subunitsPerUnit` (100 for EUR). */
export function compPoints(stakedSubunits: number, subunitsPerUnit: number): number {
  return Math.floor(stakedSubunits / (subunitsPerUnit * SUBUNITS_PER_POINT_UNIT))
}

/** The highest group whose threshold the points reach. */
export function statusGroupOf(points: number): (typeof STATUS_GROUPS)[number] {
  return [...STATUS_GROUPS].reverse().find((g) => points >= g.minPoints) ?? STATUS_GROUPS[0]
}
