import { describe, expect, it } from 'vitest'
import { quickDepositResult } from './payment-result'

describe('a quick deposit’s answer (spec §4)', () => {
  it('says success, pending or failure', () => {
    expect(quickDepositResult('completed')).toBe('success')
    expect(quickDepositResult('pending')).toBe('pending')
    expect(quickDepositResult('failed')).toBe('error')
    expect(quickDepositResult(undefined)).toBe('error')
  })
})
