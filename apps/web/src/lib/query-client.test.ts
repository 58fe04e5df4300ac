import { ApiRequestError } from '@sportsbook/contracts'
import { describe, expect, it } from 'vitest'
import { isReportedFailure } from './query-client'

const failure = (status: number) =>
  new ApiRequestError(status, { code: 'x', message: 'x', details: [] }, '/api/v2/jackpots/x')

describe('query failures reported (spec §8.4)', () => {
  it('reports every failure but the statuses a query expects', () => {
    const jackpot = { unreportedStatuses: [400, 404, 500] }
    expect(isReportedFailure(failure(404), undefined)).toBe(true)
    expect(isReportedFailure(failure(404), jackpot)).toBe(false)
    expect(isReportedFailure(failure(500), jackpot)).toBe(false)
    expect(isReportedFailure(failure(503), jackpot)).toBe(true)
    expect(isReportedFailure(new Error('network'), jackpot)).toBe(true)
  })
})
