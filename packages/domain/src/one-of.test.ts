import { describe, expect, it } from 'vitest'
import {
  BET_RESULTS,
  BET_STATUSES,
  BONUS_STATUSES,
  EVENT_STATUSES,
  MARKET_STATUSES,
  SELECTION_RESULTS,
  SETTLED_RESULTS,
  STORED_BONUS_STATES,
  USER_LIMIT_STATUSES,
  USER_LIMIT_TYPES,
  isBetResult,
  isBetStatus,
  isBonusStatus,
  isEventStatus,
  isMarketStatus,
  isSelectionResult,
  isSettledResult,
  isStoredBonusState,
  isUserLimitStatus,
  isUserLimitType,
  oneOf,
} from './index'

describe('each listed union has its guard', () => {
  const cases: [string, readonly (string | number)[], (value: unknown) => boolean][] = [
    ['selection results', SELECTION_RESULTS, isSelectionResult],
    ['settled results', SETTLED_RESULTS, isSettledResult],
    ['bet statuses', BET_STATUSES, isBetStatus],
    ['bet results', BET_RESULTS, isBetResult],
    ['event statuses', EVENT_STATUSES, isEventStatus],
    ['market statuses', MARKET_STATUSES, isMarketStatus],
    ['bonus statuses', BONUS_STATUSES, isBonusStatus],
    ['stored bonus states', STORED_BONUS_STATES, isStoredBonusState],
    ['limit types', USER_LIMIT_TYPES, isUserLimitType],
    ['limit statuses', USER_LIMIT_STATUSES, isUserLimitStatus],
  ]
  it.each(cases)('%s: every member passes, nothing else does', (_name, values, guard) => {
    expect(values.length).toBeGreaterThan(1)
    for (const value of values) expect(guard(value)).toBe(true)
    for (const other of ['', 'WIN', 'unknown_value', 99, null, undefined, String(values[0]) + ' '])
      expect(guard(other)).toBe(false)
  })

  it('tells numbers from their text: a status read as "1" is not status 1', () => {
    expect(isEventStatus(1)).toBe(true)
    expect(isEventStatus('1')).toBe(false)
    expect(isMarketStatus(-1)).toBe(true)
    expect(isMarketStatus('-1')).toBe(false)
  })

  it('settled results are the selection results but open', () => {
    expect(SELECTION_RESULTS.filter((result) => result !== 'open')).toEqual([...SETTLED_RESULTS])
    expect(isSettledResult('open')).toBe(false)
  })

  it('narrows what it accepts', () => {
    const isColour = oneOf(['red', 'green'])
    const value: unknown = 'red'
    if (!isColour(value)) throw new Error('red is a colour')
    const narrowed: 'red' | 'green' = value
    expect(narrowed).toBe('red')
  })
})
