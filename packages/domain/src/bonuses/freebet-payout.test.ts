import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BET_RESULT, settleAccumulator, type Settlement } from '../settlement/settlement'
import { FREEBET_TYPES, freebetPayout } from './freebet'
import { settleBoosted } from './comboboost'
import { BONUS_STATUSES, bonusPeriodOf, bonusStatusAt, campaignPeriodAt } from './bonus-status'

const at = (iso: string) => new Date(iso)
const won = (paid: number): Settlement => ({ result: BET_RESULT.winEntire, payoutSubunits: paid })
const lost: Settlement = { result: BET_RESULT.loseEntire, payoutSubunits: 0 }
const voided = (stake: number): Settlement => ({
  result: BET_RESULT.refundEntire,
  payoutSubunits: stake,
})

describe('freebet payouts (decision 121)', () => {
  it('pays each kind as written down', () => {
    // €10 freebet at 2.50: a money bet would pay €25.
    expect(freebetPayout('freebet', 1000, won(2500)).cashSubunits).toBe(1500)
    expect(freebetPayout('freebet_only_win', 1000, won(2500)).cashSubunits).toBe(1500)
    expect(freebetPayout('freebet_all_win', 1000, won(2500)).cashSubunits).toBe(2500)
    expect(freebetPayout('freebet_no_risk', 1000, won(2500))).toEqual({
      cashSubunits: 2500,
      restoredSubunits: 0,
      newFreebetSubunits: 0,
    })
  })

  it('a lost no-risk freebet comes back as a new freebet; the others are gone', () => {
    expect(freebetPayout('freebet_no_risk', 1000, lost)).toEqual({
      cashSubunits: 0,
      restoredSubunits: 0,
      newFreebetSubunits: 1000,
    })
    for (const type of ['freebet', 'freebet_all_win', 'freebet_only_win'] as const)
      expect(freebetPayout(type, 1000, lost)).toEqual({
        cashSubunits: 0,
        restoredSubunits: 0,
        newFreebetSubunits: 0,
      })
  })

  it('a void bet gives the freebet back, but only-win pays for a win only', () => {
    expect(freebetPayout('freebet', 1000, voided(1000)).restoredSubunits).toBe(1000)
    expect(freebetPayout('freebet_all_win', 1000, voided(1000)).cashSubunits).toBe(0)
    expect(freebetPayout('freebet_only_win', 1000, voided(1000))).toEqual({
      cashSubunits: 0,
      restoredSubunits: 0,
      newFreebetSubunits: 0,
    })
  })

  it('a half-lost no-risk bet pays its half back and the lost half as a freebet', () => {
    const halfLost = settleAccumulator(1000, [{ oddsMillis: 1900, result: 'halfLose' }])
    expect(freebetPayout('freebet_no_risk', 1000, halfLost)).toEqual({
      cashSubunits: 500,
      restoredSubunits: 0,
      newFreebetSubunits: 500,
    })
    expect(freebetPayout('freebet', 1000, halfLost).cashSubunits).toBe(0)
  })

  const settledBet = fc
    .record({
      stake: fc.integer({ min: 1, max: 10_000_000 }),
      legs: fc.array(
        fc.record({
          oddsMillis: fc.integer({ min: 1001, max: 50_000 }),
          result: fc.constantFrom('win', 'lose', 'void', 'halfWin', 'halfLose' as const),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      type: fc.constantFrom(...FREEBET_TYPES),
    })
    .map(({ stake, legs, type }) => ({ stake, type, settlement: settleAccumulator(stake, legs) }))

  it('never pays more money than the same bet staked with money, nor anything negative', () => {
    fc.assert(
      fc.property(settledBet, ({ stake, type, settlement }) => {
        const payout = freebetPayout(type, stake, settlement)
        expect(payout.cashSubunits).toBeGreaterThanOrEqual(0)
        expect(payout.cashSubunits).toBeLessThanOrEqual(settlement.payoutSubunits)
        expect(payout.restoredSubunits + payout.newFreebetSubunits).toBeLessThanOrEqual(stake)
      }),
    )
  })

  it('money and freebet given back never both come from a void bet', () => {
    fc.assert(
      fc.property(settledBet, ({ stake, type, settlement }) => {
        const payout = freebetPayout(type, stake, settlement)
        if (payout.restoredSubunits > 0) expect(payout.cashSubunits).toBe(0)
      }),
    )
  })

  it('a no-risk freebet is worth at least its stake, in money and freebet together', () => {
    fc.assert(
      fc.property(settledBet, ({ stake, settlement }) => {
        const payout = freebetPayout('freebet_no_risk', stake, settlement)
        const back = payout.cashSubunits + payout.restoredSubunits + payout.newFreebetSubunits
        expect(back).toBeGreaterThanOrEqual(stake)
      }),
    )
  })

  it('stake-not-returned kinds pay exactly the winnings beyond the stake', () => {
    fc.assert(
      fc.property(settledBet, ({ stake, type, settlement }) => {
        if (type !== 'freebet' && type !== 'freebet_only_win') return
        if (settlement.result === BET_RESULT.refundEntire) return
        const payout = freebetPayout(type, stake, settlement)
        expect(payout.cashSubunits).toBe(Math.max(0, settlement.payoutSubunits - stake))
      }),
    )
  })
})

describe('bonus status (spec §3.8)', () => {
  const bonus = {
    validFrom: at('2026-11-01T00:00:00Z'),
    expiresAt: at('2026-12-01T00:00:00Z'),
  }

  it('expires by the clock, is not available before its start, and an ended one stays ended', () => {
    expect(bonusStatusAt({ ...bonus, state: 'available' }, at('2026-11-15T00:00:00Z'))).toBe(
      'available',
    )
    expect(bonusStatusAt({ ...bonus, state: 'active' }, at('2026-12-01T00:00:00Z'))).toBe('expired')
    expect(bonusStatusAt({ ...bonus, state: 'available' }, at('2026-10-31T23:59:59Z'))).toBe(
      'not_available',
    )
    expect(bonusStatusAt({ ...bonus, state: 'bonus_over' }, at('2027-01-01T00:00:00Z'))).toBe(
      'bonus_over',
    )
  })

  it('places a campaign in the past, valid or upcoming', () => {
    const campaign = { validFrom: bonus.validFrom, validTo: bonus.expiresAt }
    expect(campaignPeriodAt(campaign, at('2026-10-01T00:00:00Z'))).toBe('upcoming')
    expect(campaignPeriodAt(campaign, at('2026-11-01T00:00:00Z'))).toBe('valid')
    expect(campaignPeriodAt(campaign, at('2026-12-01T00:00:00Z'))).toBe('past')
  })

  it('files a player’s bonus under valid while usable, upcoming before its start, else past', () => {
    const periods = Object.fromEntries(BONUS_STATUSES.map((s) => [s, bonusPeriodOf(s)]))
    expect(periods).toEqual({
      available: 'valid',
      active: 'valid',
      not_available: 'upcoming',
      deactivated: 'past',
      bonus_over: 'past',
      expired: 'past',
      overridden: 'past',
      unknown: 'past',
    })
  })
})

describe('boosted combos (decision 122)', () => {
  const legs = (...results: ('win' | 'lose' | 'void' | 'halfWin')[]) =>
    results.map((result) => ({ oddsMillis: 2000, result }))

  it('multiplies what a winning combo pays by the bonus odds, rounded down once', () => {
    expect(settleBoosted(1000, legs('win', 'win', 'win'), 1050)).toEqual({
      result: BET_RESULT.winEntire,
      payoutSubunits: 8400,
    })
    expect(settleBoosted(333, legs('win', 'win', 'win'), 1050).payoutSubunits).toBe(2797)
  })

  it('a lost or wholly void combo pays as unboosted', () => {
    expect(settleBoosted(1000, legs('win', 'lose', 'win'), 1100)).toEqual(lost)
    expect(settleBoosted(1000, legs('void', 'void', 'void'), 1100)).toEqual(voided(1000))
  })

  it('never pays less than the same combo unboosted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.constantFrom('win', 'lose', 'void', 'halfWin' as const), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.integer({ min: 1001, max: 3000 }),
        (stake, results, bonus) => {
          const plain = settleAccumulator(stake, legs(...results))
          expect(
            settleBoosted(stake, legs(...results), bonus).payoutSubunits,
          ).toBeGreaterThanOrEqual(plain.payoutSubunits)
        },
      ),
    )
  })
})
