import { describe, expect, it } from 'vitest'
import { SMS_PER_DAY, phoneVerificationState } from './phone-verification'

const at = (iso: string) => Date.parse(iso)

describe('phone verification (spec §3.4)', () => {
  it('waits a minute after the last code before another may be sent', () => {
    const state = phoneVerificationState([at('2026-11-24T10:00:00Z')], at('2026-11-24T10:00:20Z'))
    expect(state.resendTimeoutSeconds).toBe(40)
    expect(
      phoneVerificationState([at('2026-11-24T10:00:00Z')], at('2026-11-24T10:01:00Z'))
        .resendTimeoutSeconds,
    ).toBe(0)
  })

  it('allows five SMS in 24 hours; older ones no longer count', () => {
    const now = at('2026-11-24T12:00:00Z')
    const five = Array.from({ length: SMS_PER_DAY }, (_, i) => now - (i + 2) * 3600_000)
    expect(phoneVerificationState(five, now).smsLimitReached).toBe(true)
    const oneOld = [...five.slice(1), now - 25 * 3600_000]
    const state = phoneVerificationState(oneOld, now)
    expect(state.smsLimitReached).toBe(false)
    expect(state.sentToday).toHaveLength(SMS_PER_DAY - 1)
  })

  it('has nothing to wait for before the first code', () => {
    expect(phoneVerificationState([], at('2026-11-24T12:00:00Z'))).toEqual({
      resendTimeoutSeconds: 0,
      smsLimitReached: false,
      sentToday: [],
    })
  })
})
