import { describe, expect, it } from 'vitest'
import { CURRENCIES } from '../money/currency'
import { betLimitBreach } from '../players/limits'
import { settleCustomBet, type SelectionResult } from '../settlement/settlement'
import { betPotentialWinSubunits } from '../ticket/payout'
import { checkPlaceBets } from '../ticket/validation'
import { DEFAULT_SLIP_RULES, type Slip, type SlipBet } from '../ticket/slip'
import { resultsOf, statusesOf } from './bet-filters'
import {
  betLimitsFor,
  largestAcceptedStake,
  needsTraderApproval,
  stakeLimitProblem,
} from './bet-limits'
import { parseSystemId, placementSlip, requestedBetType, type PricedLeg } from './placement-slip'

function firstBet(slip: Slip): SlipBet {
  const [bet] = slip.bets
  if (!bet) throw new Error('no bet')
  return bet
}

const leg = (matchId: string, oddsMillis: number, provider = 'betradar'): PricedLeg => ({
  matchId,
  marketId: '1',
  specifier: '',
  outcomeId: '1',
  provider,
  matchStatus: 0,
  oddsMillis,
})

describe('a placement as a slip', () => {
  it('names the bet type from the payload', () => {
    expect(requestedBetType({ selectionCount: 1 })).toBe('single')
    expect(requestedBetType({ selectionCount: 3 })).toBe('combo')
    expect(requestedBetType({ selectionCount: 3, systemId: '2/3' })).toBe('system')
    expect(requestedBetType({ selectionCount: 2, customOdds: 3.5 })).toBe('customBet')
    expect(parseSystemId('2/3')).toEqual({ winCount: 2, totalCount: 3 })
    expect(parseSystemId('two')).toBeUndefined()
  })

  it('is checked by the slip rules: a combo on one match is refused', () => {
    const slip = placementSlip('EUR', [
      { stakeSubunits: 100, legs: [leg('m1', 2000), { ...leg('m1', 3000), outcomeId: '2' }] },
    ])
    const checked = checkPlaceBets(slip, DEFAULT_SLIP_RULES)
    expect(checked.ok).toBe(false)
    const fine = placementSlip('EUR', [
      { stakeSubunits: 100, legs: [leg('m1', 2000), leg('m2', 1500)] },
    ])
    expect(checkPlaceBets(fine, DEFAULT_SLIP_RULES).ok).toBe(true)
    expect(betPotentialWinSubunits(fine, firstBet(fine))).toBe(300)
  })

  it('shares one selection between the singles of a multi-single that name it twice', () => {
    const slip = placementSlip('EUR', [
      { stakeSubunits: 100, legs: [leg('m1', 2000)] },
      { stakeSubunits: 200, legs: [leg('m1', 2000)] },
    ])
    expect(slip.selections).toHaveLength(1)
    expect(slip.bets).toHaveLength(2)
  })
})

describe('bet limits', () => {
  const eur = betLimitsFor(CURRENCIES.EUR)
  it('converts the default units to subunits per currency kind', () => {
    expect(eur).toEqual({
      minStakeSubunits: 10,
      maxStakeSubunits: 1_000_000,
      maxPayoutSubunits: 25_000_000,
      vipStakeSubunits: 500_000,
    })
    expect(betLimitsFor(CURRENCIES.BTC).maxStakeSubunits).toBe(100_000_000)
    expect(betLimitsFor(CURRENCIES.JPY).minStakeSubunits).toBe(1)
  })

  it('refuses a stake or payout over the limits with the largest stake that fits', () => {
    const slip = (stake: number, odds: number) =>
      placementSlip('EUR', [{ stakeSubunits: stake, legs: [leg('m1', odds)] }])
    const at = (stake: number, odds: number) => {
      const s = slip(stake, odds)
      return stakeLimitProblem(s, firstBet(s), eur)
    }
    expect(at(5, 2000)).toEqual({ code: 'stakeTooLow', minStakeSubunits: 10 })
    expect(at(1_000_001, 1500)).toEqual({ code: 'stakeTooHigh', maxStakeSubunits: 1_000_000 })
    // At 100.00 odds the payout limit binds first: 25,000,000 / 100 = 250,000.
    expect(at(300_000, 100_000)).toEqual({ code: 'payoutTooHigh', maxStakeSubunits: 250_000 })
    expect(at(250_000, 100_000)).toBeUndefined()
    const s = slip(1, 100_000)
    expect(largestAcceptedStake(s, firstBet(s), eur)).toBe(250_000)
  })

  it('counts a system stake per combination', () => {
    const s = placementSlip('EUR', [
      {
        stakeSubunits: 400_000,
        legs: [leg('a', 1500), leg('b', 1500), leg('c', 1500)],
        systemId: '2/3',
      },
    ])
    const bet = firstBet(s)
    expect(stakeLimitProblem(s, bet, eur)).toEqual({
      code: 'stakeTooHigh',
      maxStakeSubunits: 333_333,
    })
    expect(needsTraderApproval(bet, eur)).toBe(true)
  })
})

describe('betting limits of a player', () => {
  it('breaks on the bet, wager or loss limit in that order', () => {
    expect(betLimitBreach({ largest: 300, total: 300 }, { bet: 200 })).toBe('bet')
    expect(
      betLimitBreach({ largest: 100, total: 100 }, { wager: { limit: 1000, used: 950 } }),
    ).toBe('wager')
    expect(
      betLimitBreach({ largest: 100, total: 100 }, { wager: { limit: 1000, used: 900 } }),
    ).toBeUndefined()
    expect(betLimitBreach({ largest: 100, total: 100 }, { loss: { limit: 500, used: 450 } })).toBe(
      'loss',
    )
    // Winnings do not lend room beyond the limit itself.
    expect(
      betLimitBreach({ largest: 100, total: 100 }, { loss: { limit: 500, used: -5000 } }),
    ).toBeUndefined()
  })
})

describe('list filters and bet builder settlement', () => {
  it('maps list and result filters to statuses and results', () => {
    expect(statusesOf('open')).toContain('waiting_results')
    expect(statusesOf('settled')).toContain('cashed_out')
    // A VIP bet the trader rejected is in no list (spec §4.16), unless asked for by name.
    expect(statusesOf('all')).not.toContain('rejected')
    expect(statusesOf('settled')).not.toContain('rejected')
    expect(statusesOf('all')).toContain('cancelled')
    expect(resultsOf('win')).toContain('cashed_out')
    expect(resultsOf('refund')).toEqual(['refund_entire', 'canceled'])
  })

  it('wins a bet builder at its price only when every leg wins', () => {
    expect(settleCustomBet(100, 4_250, legsOf(['win', 'win']))).toEqual({
      result: 'win_entire',
      payoutSubunits: 425,
    })
    expect(settleCustomBet(100, 4_250, legsOf(['win', 'lose'])).payoutSubunits).toBe(0)
    expect(settleCustomBet(100, 4_250, legsOf(['win', 'void']))).toEqual({
      result: 'refund_entire',
      payoutSubunits: 100,
    })
    expect(settleCustomBet(100, 4_250, legsOf(['win', 'open'])).result).toBe('no_results')
    // A leg won in a dead heat pays its part of the joint price.
    expect(
      settleCustomBet(100, 4_250, [
        { result: 'win', deadHeat: { numerator: 1, denominator: 2 } },
        { result: 'win' },
      ]).payoutSubunits,
    ).toBe(212)
  })
})

function legsOf(results: readonly SelectionResult[]): { result: SelectionResult }[] {
  return results.map((result) => ({ result }))
}
