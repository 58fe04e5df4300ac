import { ODDS_SCALE, ODDS_SCALE_BIG, type OddsMillis } from '../odds/odds'
import { oneOf } from '../one-of'
import { assertNever } from '../result'
import { elementarySymmetric } from '../ticket/system'

/**
 * How one selection ended. Quarter-line handicaps and totals settle half won or half lost:
 * half the stake wins at the odds and half is refunded, or half is lost and half refunded.
 */
export const SELECTION_RESULTS = ['open', 'win', 'lose', 'void', 'halfWin', 'halfLose'] as const
export type SelectionResult = (typeof SELECTION_RESULTS)[number]
export const isSelectionResult = oneOf(SELECTION_RESULTS)

/** The results an outcome is settled with (stored on it); `open` is the absence of one. */
export const SETTLED_RESULTS = ['win', 'lose', 'void', 'halfWin', 'halfLose'] as const
export type SettledResult = (typeof SETTLED_RESULTS)[number]
export const isSettledResult = oneOf(SETTLED_RESULTS)

/** Statuses of a placed bet (spec §3.2). */
export const BET_STATUSES = [
  'submitted',
  'rejected',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'cashed_out',
  'withdrawn',
] as const
export type BetStatus = (typeof BET_STATUSES)[number]
export const isBetStatus = oneOf(BET_STATUSES)
/**
 * Bets that paid the player back besides a win: cashed out, or rejected after the stake was
 * taken (the stake refunded). With a won bet, each owes one credit in the ledger.
 */
export const PAID_BACK_STATUSES = ['cashed_out', 'rejected'] as const satisfies readonly BetStatus[]

/** Result values of a bet (spec §3.2). */
export const BET_RESULT = {
  noResults: 'no_results',
  canceled: 'canceled',
  winEntire: 'win_entire',
  loseEntire: 'lose_entire',
  refundEntire: 'refund_entire',
  refundHalfWinOther: 'refund_half_win_other',
  refundHalfLoseOther: 'refund_half_lose_other',
  cashedOut: 'cashed_out',
} as const
export type BetResult = (typeof BET_RESULT)[keyof typeof BET_RESULT]
export const BET_RESULTS: readonly BetResult[] = Object.values(BET_RESULT)
export const isBetResult = oneOf(BET_RESULTS)

/** An exact fraction, as feeds send dead-heat factors (0.5 → 1/2, 0.333333 → 333333/1000000). */
export type Fraction = { readonly numerator: number; readonly denominator: number }

export type SettledSelection = {
  readonly oddsMillis: OddsMillis
  readonly result: SelectionResult
  /**
   * A dead heat: the winners shared the place, and a won selection pays this part of its stake
   * at the odds (the rest is lost). Absent for an ordinary result.
   */
  readonly deadHeat?: Fraction
}

type Factor = { readonly numerator: bigint; readonly denominator: bigint }

/**
 * What one unit staked on a selection returns, exactly: won → odds (× the dead-heat part),
 * void → 1, half won → (1 + odds) / 2, half lost → 1/2, lost → 0.
 */
function payoutFactor({ oddsMillis, result, deadHeat }: SettledSelection): Factor {
  const odds = BigInt(oddsMillis)
  const heat = BigInt(deadHeat?.numerator ?? 1)
  const of = BigInt(deadHeat?.denominator ?? 1)
  switch (result) {
    case 'win':
      return { numerator: odds * heat, denominator: ODDS_SCALE_BIG * of }
    case 'lose':
      return { numerator: 0n, denominator: 1n }
    case 'void':
      return { numerator: 1n, denominator: 1n }
    case 'halfWin':
      return { numerator: ODDS_SCALE_BIG * of + odds * heat, denominator: 2n * ODDS_SCALE_BIG * of }
    case 'halfLose':
      return { numerator: 1n, denominator: 2n }
    case 'open':
      throw new Error('payoutFactor of an open selection') // callers check first
    default:
      return assertNever(result)
  }
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))

/** The factors over one common denominator (their least common multiple), for sums of products. */
function overCommonDenominator(factors: readonly Factor[]): {
  numerators: bigint[]
  denominator: bigint
} {
  const denominator = factors.reduce((l, f) => (l * f.denominator) / gcd(l, f.denominator), 1n)
  return {
    numerators: factors.map((f) => f.numerator * (denominator / f.denominator)),
    denominator,
  }
}

/**
 * How a feed's outcome result reads as a selection's: `won` with a void factor of 0, ½ or 1
 * (the part of the stake refunded, as UOF sends it). Undefined for a void factor we do not
 * settle (any other part), which the caller refuses.
 */
export function selectionResultOf(won: boolean, voidFactor: Fraction): SettledResult | undefined {
  const { numerator, denominator } = voidFactor
  if (numerator === 0) return won ? 'win' : 'lose'
  if (numerator === denominator) return 'void'
  if (2 * numerator === denominator) return won ? 'halfWin' : 'halfLose'
  return undefined
}

export type Settlement = { readonly result: BetResult; readonly payoutSubunits: number }

/**
 * Settles a single or combo bet: the stake times the product of each selection's factor
 * (won: odds, or odds × the dead-heat part; void: 1; half won: (odds + 1) / 2; half lost: 1/2;
 * lost: 0), rounded down once.
 * A lost selection loses it at once; otherwise any open selection leaves it at `no_results`.
 */
export function settleAccumulator(
  stakeSubunits: number,
  selections: readonly SettledSelection[],
): Settlement {
  // One lost leg loses the whole accumulator: it is settled then, without waiting for the rest.
  if (selections.some((s) => s.result === 'lose'))
    return { result: BET_RESULT.loseEntire, payoutSubunits: 0 }
  if (selections.some((s) => s.result === 'open'))
    return { result: BET_RESULT.noResults, payoutSubunits: 0 }
  let numerator = BigInt(stakeSubunits)
  let denominator = 1n
  for (const selection of selections) {
    const factor = payoutFactor(selection)
    numerator *= factor.numerator
    denominator *= factor.denominator
  }
  const payoutSubunits = Number(numerator / denominator)
  return {
    result: resultOf(
      selections.map((s) => s.result),
      payoutSubunits,
    ),
    payoutSubunits,
  }
}

/**
 * Settles a k-of-n system bet: every combination is an accumulator with the stake per
 * combination; the payouts are summed exactly (elementary symmetric polynomial of the
 * factors) and rounded down once.
 */
export function settleSystem(
  stakePerCombination: number,
  selections: readonly SettledSelection[],
  winCount: number,
): Settlement {
  if (selections.some((s) => s.result === 'open'))
    return { result: BET_RESULT.noResults, payoutSubunits: 0 }
  const { numerators, denominator } = overCommonDenominator(selections.map(payoutFactor))
  const sum = elementarySymmetric(numerators, winCount)
  const payoutSubunits = Number(
    (BigInt(stakePerCombination) * sum) / denominator ** BigInt(winCount),
  )
  return {
    result: resultOf(
      selections.map((s) => s.result),
      payoutSubunits,
    ),
    payoutSubunits,
  }
}

/**
 * The result value shown for a settled bet. Decision (spec §3.2 lists the values, not the
 * rule): nothing paid → lose_entire; every selection void → refund_entire; a half-lost
 * selection → refund_half_lose_other; a half-won one → refund_half_win_other; else win_entire.
 */
function resultOf(results: readonly SelectionResult[], payoutSubunits: number): BetResult {
  if (payoutSubunits === 0) return BET_RESULT.loseEntire
  if (results.every((r) => r === 'void')) return BET_RESULT.refundEntire
  if (results.includes('halfLose')) return BET_RESULT.refundHalfLoseOther
  if (results.includes('halfWin')) return BET_RESULT.refundHalfWinOther
  return BET_RESULT.winEntire
}

/**
 * Settles a bet builder: its price was one joint price, so it wins at that price only when every
 * leg wins (a dead-heat leg pays its part of that). Decision: a lost or half-lost leg loses it;
 * otherwise (a void leg, which the joint price cannot be split for) the stake is refunded.
 */
export function settleCustomBet(
  stakeSubunits: number,
  customOddsMillis: OddsMillis,
  legs: readonly Omit<SettledSelection, 'oddsMillis'>[],
): Settlement {
  const results = legs.map((leg) => leg.result)
  if (results.some((r) => r === 'lose' || r === 'halfLose'))
    return { result: BET_RESULT.loseEntire, payoutSubunits: 0 }
  if (results.includes('open')) return { result: BET_RESULT.noResults, payoutSubunits: 0 }
  if (results.every((r) => r === 'win')) {
    const joint = [
      { oddsMillis: customOddsMillis, result: 'win' as const },
      ...legs.map((leg) => ({ ...leg, oddsMillis: ODDS_SCALE })),
    ]
    return {
      result: BET_RESULT.winEntire,
      payoutSubunits: settleAccumulator(stakeSubunits, joint).payoutSubunits,
    }
  }
  return { result: BET_RESULT.refundEntire, payoutSubunits: stakeSubunits }
}
