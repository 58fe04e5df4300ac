import { PLACEMENT_ERROR_CODE, placementErrorKey } from '@sportsbook/domain'
import { describe, expect, it } from 'vitest'
import { ERROR_MESSAGE_KEYS, isOddsRefusal, refusalQuotes, ticketErrorOf } from './placement-error'

describe('placement errors (spec §8.1)', () => {
  it('every key the domain gives a placement error has a message', () => {
    for (const code of [...Object.values(PLACEMENT_ERROR_CODE), 999])
      expect(ERROR_MESSAGE_KEYS).toContain(placementErrorKey(code))
  })

  const refusal = (code: number, key: string) => ({
    error: { code: 'x', message: 'x', details: [] },
    code,
    data: {
      details: {
        selections: [
          {
            match_id: 'm1',
            market_id: '1',
            specifier: '',
            outcome_id: '1',
            odds: 2,
            current_odds: 2.2,
            available: true,
          },
        ],
      },
      errors_by_bet: [{ index: 0, code, key, localized_message: 'The odds have changed' }],
    },
  })

  it('a moved price asks to accept the new odds, quoted per selection', () => {
    const moved = refusal(101, 'error.risk_validation.odds_to_low')
    expect(isOddsRefusal(moved)).toBe(true)
    expect(ticketErrorOf(moved)).toEqual({
      code: 101,
      message: 'error.risk_validation.odds_to_low',
      details: [{ betIndex: 0, message: 'The odds have changed' }],
    })
    expect([...refusalQuotes(moved)]).toEqual([['m1/1//1', { oddsMillis: 2200, bettable: true }]])
  })

  it('another refusal keeps its code key and is not an odds change', () => {
    const low = refusal(103, 'error.place_bets.default')
    expect(isOddsRefusal(low)).toBe(false)
    expect(ticketErrorOf(low).message).toBe('error.place_bets.default')
  })

  it("puts the api's one message above a multi-single and each bet's message at its bet", () => {
    const base = refusal(108, 'error.place_bets.default')
    const bet = (index: number, message: string) => ({
      index,
      code: 108,
      key: 'error.place_bets.default',
      localized_message: message,
    })
    const same = {
      ...base,
      data: {
        ...base.data,
        errors_by_bet: [bet(0, 'User is out of limit'), bet(1, 'User is out of limit')],
      },
    }
    expect(ticketErrorOf(same)).toEqual({
      code: 108,
      message: 'error.place_bets.default',
      text: 'User is out of limit',
      details: [
        { betIndex: 0, message: 'User is out of limit' },
        { betIndex: 1, message: 'User is out of limit' },
      ],
    })
    const apart = { ...base, data: { ...base.data, errors_by_bet: [bet(1, 'Stake too high')] } }
    const shown = ticketErrorOf(apart)
    expect(shown.details).toEqual([{ betIndex: 1, message: 'Stake too high' }])
    expect(shown.text).toBe('Stake too high')
  })
})
