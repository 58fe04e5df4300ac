import { describe, expect, it } from 'vitest'
import { reminderDay, shouldRemindDeposit, shouldRemindSignUp } from './reminders'

const NOW = Date.parse('2026-11-22T16:00:00Z')

describe('deposit reminder (spec §4.13)', () => {
  const base = { group: 'new', playerStatuses: ['new'], lastShownDay: undefined, nowMs: NOW }
  it('reminds a player of the group once a day', () => {
    expect(shouldRemindDeposit(base)).toBe(true)
    expect(shouldRemindDeposit({ ...base, lastShownDay: '2026-11-22' })).toBe(false)
    expect(shouldRemindDeposit({ ...base, lastShownDay: '2026-11-21' })).toBe(true)
    expect(reminderDay(NOW)).toBe('2026-11-22')
  })
  it('leaves other players, visitors and sites without a group alone', () => {
    expect(shouldRemindDeposit({ ...base, playerStatuses: ['depositor'] })).toBe(false)
    expect(shouldRemindDeposit({ ...base, playerStatuses: undefined })).toBe(false)
    expect(shouldRemindDeposit({ ...base, group: undefined })).toBe(false)
  })
})

describe('sign-up reminder (spec §4.13)', () => {
  const base = { seconds: 30, signedIn: false, alreadyShown: false, isRegistered: false }
  it('reminds a signed-out stranger once', () => {
    expect(shouldRemindSignUp(base)).toBe(true)
    expect(shouldRemindSignUp({ ...base, alreadyShown: true })).toBe(false)
  })
  it('never when off, signed in, or a player has used this browser', () => {
    expect(shouldRemindSignUp({ ...base, seconds: undefined })).toBe(false)
    expect(shouldRemindSignUp({ ...base, seconds: 0 })).toBe(false)
    expect(shouldRemindSignUp({ ...base, signedIn: true })).toBe(false)
    expect(shouldRemindSignUp({ ...base, isRegistered: true })).toBe(false)
  })
})
