/**
 * Points farming (issue 39): hunting and hunting tournaments reward play over time. A settled
 * bet placed with the farming bonus that meets its campaign earns points; points reach ranges
 * that are worth a freebet, which the player takes by boosting (`POST /bonuses/{id}/boost`).
 * The spec names the figures (average stake, bets count, points, available points, potential
 * points, potential freebet amount, farm once per event, farmed event ids); the rules are ours.
 */

/** What a campaign rewards. */
export type FarmingRule = {
  /** A bet counts from this stake (in subunits of its currency). */
  readonly minStakeSubunits: number
  /** A bet counts from these total odds. */
  readonly minOddsMillis: number
  /** An event that earned points once earns none again for this player and campaign. */
  readonly farmOncePerEvent: boolean
}

/** Reaching `points` is worth `freebetSubunits`; in order of points, each worth more. */
export type FarmingRanges = readonly { readonly points: number; readonly freebetSubunits: number }[]

/** A bet as farming sees it once settled (or, for the slip, as it would be). */
export type FarmingBet = {
  readonly stakeSubunits: number
  readonly totalOddsMillis: number
  /** Void, refunded or cancelled bets earn nothing: nothing was risked. */
  readonly voided: boolean
  readonly eventIds: readonly string[]
}

/** A player's standing in a farming campaign. */
export type FarmingStats = {
  readonly betsCount: number
  readonly stakedSubunits: number
  /** Every point earned. */
  readonly points: number
  /** Points not yet boosted into freebets. */
  readonly availablePoints: number
  readonly farmedEventIds: readonly string[]
}

export const NO_FARMING: FarmingStats = {
  betsCount: 0,
  stakedSubunits: 0,
  points: 0,
  availablePoints: 0,
  farmedEventIds: [],
}

/**
 * The points a bet earns: one per whole unit of its stake at odds of 2.00, in proportion to its
 * odds (stake × odds ÷ 2, rounded down) — a long shot risks more and earns more. None when it
 * was voided, is below the stake or odds, or (farm once per event) backs an event already farmed.
 */
export function pointsForBet(
  rule: FarmingRule,
  bet: FarmingBet,
  currencyExponent: number,
  farmed: readonly string[] = [],
): number {
  if (bet.voided || bet.stakeSubunits < rule.minStakeSubunits) return 0
  if (bet.totalOddsMillis < rule.minOddsMillis) return 0
  if (rule.farmOncePerEvent && bet.eventIds.some((id) => farmed.includes(id))) return 0
  const unit = 10 ** currencyExponent
  return Math.floor((bet.stakeSubunits * bet.totalOddsMillis) / (unit * 2_000))
}

/** The standing after a settled bet: counted and its points added when it earned any. */
export function farmBet(
  rule: FarmingRule,
  stats: FarmingStats,
  bet: FarmingBet,
  currencyExponent: number,
): FarmingStats {
  const points = pointsForBet(rule, bet, currencyExponent, stats.farmedEventIds)
  if (points === 0) return stats
  return {
    betsCount: stats.betsCount + 1,
    stakedSubunits: stats.stakedSubunits + bet.stakeSubunits,
    points: stats.points + points,
    availablePoints: stats.availablePoints + points,
    farmedEventIds: [...new Set([...stats.farmedEventIds, ...bet.eventIds])],
  }
}

/** The average stake of the bets that earned points (0 before any). */
export function averageStakeSubunits(stats: FarmingStats): number {
  return stats.betsCount === 0 ? 0 : Math.floor(stats.stakedSubunits / stats.betsCount)
}

/** The highest range the points reach, or undefined below the first. */
export function rangeReached(
  ranges: FarmingRanges,
  points: number,
):
  | { readonly index: number; readonly freebetSubunits: number; readonly points: number }
  | undefined {
  let reached: { index: number; freebetSubunits: number; points: number } | undefined
  for (const [index, range] of ranges.entries())
    if (points >= range.points) reached = { index, ...range }
  return reached
}

/**
 * What the slip shows for a farming bonus: the points its bets would earn if they settle as they
 * are (`potentialPoints`), the player's points and available points, and the freebet the
 * available points would then be worth (`potentialFreebetAmount`).
 */
export function slipFarming(
  rule: FarmingRule,
  ranges: FarmingRanges,
  stats: FarmingStats,
  bets: readonly FarmingBet[],
  currencyExponent: number,
): {
  readonly points: number
  readonly availablePoints: number
  readonly potentialPoints: number
  readonly potentialFreebetSubunits: number
} {
  const after = bets.reduce((s, bet) => farmBet(rule, s, bet, currencyExponent), stats)
  return {
    points: stats.points,
    availablePoints: stats.availablePoints,
    potentialPoints: after.points - stats.points,
    potentialFreebetSubunits: rangeReached(ranges, after.availablePoints)?.freebetSubunits ?? 0,
  }
}

/**
 * Boosting: the available points buy the freebet of the highest range they reach, and that
 * range's points are spent. Undefined below the first range (nothing to boost).
 */
export function boostPoints(
  ranges: FarmingRanges,
  stats: FarmingStats,
):
  | {
      readonly index: number
      readonly freebetSubunits: number
      readonly stats: FarmingStats
    }
  | undefined {
  const range = rangeReached(ranges, stats.availablePoints)
  if (!range) return undefined
  return {
    index: range.index,
    freebetSubunits: range.freebetSubunits,
    stats: { ...stats, availablePoints: stats.availablePoints - range.points },
  }
}

/**
 * The range the points work towards: the first above them, or — all reached — the last. A
 * progress bar shows the points against it.
 */
export function targetRange<T extends { readonly points: number }>(
  ranges: readonly T[],
  points: number,
): T | undefined {
  return ranges.find((range) => range.points > points) ?? ranges.at(-1)
}
