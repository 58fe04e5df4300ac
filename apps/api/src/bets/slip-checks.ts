import {
  PLACEMENT_ERROR_CODE,
  checkPlaceBets,
  needsTraderApproval,
  stakeLimitProblem,
  type betLimitsFor,
  type Slip,
  type SlipRules,
} from '@sportsbook/domain'
import { PlacementRefused, uniqueByBet, type BetError } from '../errors/refusal'

/**
 * The slip's own rules (same match, providers, system size, no profit, at most 40 selections),
 * then the book's stake and payout limits; says which bets go to a trader. (Bonuses are
 * checked before, by `bonuses/bet-bonuses.ts`.)
 */
export function checkBets(
  slip: Slip,
  limits: ReturnType<typeof betLimitsFor>,
  operator: { readonly rules: SlipRules; readonly customBets: boolean },
): { vip: boolean }[] {
  if (slip.bets.length > 1 && slip.bets.some((bet) => bet.type !== 'single'))
    throw new PlacementRefused(
      slip.bets.map((_, index) => ({ index, code: PLACEMENT_ERROR_CODE.invalidBet })),
    )
  if (!operator.customBets && slip.bets.some((bet) => bet.type === 'customBet'))
    throw new PlacementRefused([{ index: 0, code: PLACEMENT_ERROR_CODE.invalidBet }])
  const checked = checkPlaceBets(slip, operator.rules)
  if (!checked.ok) {
    throw new PlacementRefused(
      uniqueByBet(
        checked.error.map((block) => ({
          index: 'betIndex' in block ? block.betIndex : 0,
          code: PLACEMENT_ERROR_CODE.invalidBet,
          ...(block.code === 'noProfit' && { key: 'error.potential_win.equal_or_less' }),
        })),
      ),
    )
  }
  const errors: BetError[] = []
  slip.bets.forEach((bet, index) => {
    const problem = stakeLimitProblem(slip, bet, limits)
    if (!problem) return
    const code = {
      stakeTooLow: PLACEMENT_ERROR_CODE.stakeTooLow,
      stakeTooHigh: PLACEMENT_ERROR_CODE.stakeTooHigh,
      payoutTooHigh: PLACEMENT_ERROR_CODE.payoutTooHigh,
    }[problem.code]
    errors.push({
      index,
      code,
      ...(problem.code !== 'stakeTooLow' && {
        maxStake: { subunits: problem.maxStakeSubunits, currency: slip.currency },
      }),
    })
  })
  if (errors.length > 0) throw new PlacementRefused(uniqueByBet(errors))
  return slip.bets.map((bet) => ({ vip: needsTraderApproval(bet, limits) }))
}
