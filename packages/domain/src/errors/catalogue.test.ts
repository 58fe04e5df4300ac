import { describe, expect, it } from 'vitest'
import { isOddsChangeError, placementErrorKey } from './catalogue'

describe('placement error catalogue (spec §8.1)', () => {
  it.each([
    [101, 'error.place_bets.invalid_odds'],
    [114, 'error.platform.pve_player_bet_forbidden'],
    [118, 'error.place_bets.municipality_not_found'],
    [120, 'error.place_bets.invalid_odds_custom_bet'],
    [999, 'error.place_bets.default'],
  ])('code %i → %s', (code, key) => {
    expect(placementErrorKey(code)).toBe(key)
  })

  it('lets a shared mapper key take priority', () => {
    expect(placementErrorKey(101, 'error.custom.key')).toBe('error.custom.key')
  })

  it('asks to accept new odds on 101 or a risk-validation odds key', () => {
    expect(isOddsChangeError(101)).toBe(true)
    expect(isOddsChangeError(500, ['error.risk_validation.odds_to_low'])).toBe(true)
    expect(isOddsChangeError(500, ['error.risk_validation.other'])).toBe(false)
    expect(isOddsChangeError(114)).toBe(false)
  })
})
