/**
 * Jackpots (decision 134). A bet plays for a jackpot when it is staked with money (not a
 * bonus), in the jackpot's currency, at its minimum stake or more. Each active level of the
 * jackpot takes a share of the stake into its pool. A level drops at a point drawn between its
 * seed and its cap when its pool last started, hidden from players: the bet whose share takes
 * the pool to that point wins the whole pool, and the pool starts again at its seed.
 */
export type JackpotLevelRule = {
  readonly seedSubunits: number
  readonly capSubunits: number
  /** The stake's share that goes to the pool, in basis points (50 = 0.5 %). */
  readonly contributionBasisPoints: number
}

/** Whether a bet plays for a jackpot. */
export function playsForJackpot(
  bet: { readonly currency: string; readonly stakeSubunits: number; readonly withBonus: boolean },
  jackpot: { readonly currency: string; readonly minStakeSubunits: number },
): boolean {
  return (
    !bet.withBonus &&
    bet.currency === jackpot.currency &&
    bet.stakeSubunits > 0 &&
    bet.stakeSubunits >= jackpot.minStakeSubunits
  )
}

/** The share of a stake that goes to a level's pool, rounded down to a whole subunit. */
export function jackpotContribution(stakeSubunits: number, basisPoints: number): number {
  return Math.floor((stakeSubunits * basisPoints) / 10_000)
}

/**
 * Where a level's pool will drop, for `random` in [0, 1): above the seed (one contribution at
 * least) and at most the cap.
 */
export function drawDropPoint(level: JackpotLevelRule, random: number): number {
  const span = level.capSubunits - level.seedSubunits
  const point = level.seedSubunits + 1 + Math.floor(random * span)
  return Math.min(level.capSubunits, Math.max(level.seedSubunits + 1, point))
}

export type LevelStep =
  /** The pool grew and did not drop. */
  | { readonly won: null; readonly pool: number }
  /** The pool reached its drop point: `won` is paid and the pool starts again at its seed. */
  | { readonly won: number; readonly pool: number }

/** What one contribution does to a level whose pool is `pool` and drops at `dropPoint`. */
export function contributeToLevel(
  level: JackpotLevelRule,
  pool: number,
  dropPoint: number,
  contribution: number,
): LevelStep {
  const next = pool + Math.max(0, contribution)
  if (contribution > 0 && next >= dropPoint) return { won: next, pool: level.seedSubunits }
  return { won: null, pool: next }
}
