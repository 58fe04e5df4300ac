import { describe, expect, it } from 'vitest'
import { customBetOddsMillis, customBetProbability, isCustomBetLine } from './custom-bet'
import { distributionsFor } from './model-state'
import { probabilityOf, threeWay, total } from './score-distribution'

describe('the bet builder price', () => {
  const home = { marketId: '1', specifier: '', outcomeId: '1' }
  const over = { marketId: '18', specifier: 'total=2.5', outcomeId: '12' }
  const under = { marketId: '18', specifier: 'total=2.5', outcomeId: '13' }
  const draw = { marketId: '1', specifier: '', outcomeId: '2' }

  it('is the joint probability on the score grid, not the product of the legs', () => {
    const strength = 0.8
    const { main } = distributionsFor('football', strength)
    const joint = customBetProbability('football', strength, [home, over])
    expect(joint).toBeCloseTo(
      probabilityOf(main, (s) => s.home > s.away && s.home + s.away > 2.5),
      12,
    )
    const product = threeWay(main)[0] * total(main, 2.5)[0]
    // A strong home side wins more often in high-scoring games: the legs are correlated.
    expect(joint).toBeGreaterThan(product * 1.05)
    // A draw with over 2.5 is rarer than a draw times over.
    const drawOver = customBetProbability('football', strength, [draw, over])
    expect(drawOver).toBeLessThan(threeWay(main)[1] * total(main, 2.5)[0])
  })

  it('cannot be made of legs that exclude each other, and carries the margin', () => {
    expect(customBetProbability('football', 0, [over, under])).toBe(0)
    expect(customBetOddsMillis('football', 0, [over, under], 600)).toBeUndefined()
    const p = customBetProbability('football', 0, [home, over])
    const odds = customBetOddsMillis('football', 0, [home, over], 600) ?? 0
    expect(odds).toBeLessThan(1000 / p)
    expect(odds).toBeGreaterThan(1000 / (p * 1.07))
  })

  it('takes only half-point lines of markets the final score decides', () => {
    expect(isCustomBetLine('18', 'total=2.5')).toBe(true)
    expect(isCustomBetLine('18', 'total=2.25')).toBe(false)
    expect(isCustomBetLine('16', 'hcp=-1')).toBe(false)
    expect(isCustomBetLine('16', 'hcp=+0.5')).toBe(true)
    expect(isCustomBetLine('1', '')).toBe(true)
    expect(isCustomBetLine('60', '')).toBe(false)
  })
})
