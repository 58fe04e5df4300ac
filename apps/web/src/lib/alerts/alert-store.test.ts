import { describe, expect, it } from 'vitest'
import { ALERT_DURATION_MS, createAlertStore } from './alert-store'

function fakeTimers() {
  let now = 0
  let handles = 0
  const pending = new Map<number, { at: number; run: () => void }>()
  return {
    setTimeout: (run: () => void, ms: number) => {
      handles += 1
      pending.set(handles, { at: now + ms, run })
      return handles
    },
    clearTimeout: (handle: unknown) => {
      if (typeof handle === 'number') pending.delete(handle)
    },
    advance(ms: number) {
      now += ms
      for (const [handle, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(handle)
          timer.run()
        }
      }
    },
  }
}

describe('alerts (spec §9.2: one at a time, 5 s; toasts 5 s)', () => {
  it('shows one alert, and a new one replaces the old', () => {
    const timers = fakeTimers()
    const alerts = createAlertStore(timers)
    alerts.showAlert({ severity: 'danger', title: 'first' })
    alerts.showAlert({ severity: 'success', title: 'second' })
    expect(alerts.store.getState().alert?.title).toBe('second')
  })

  it('closes an alert after 5 s, counting from when it was shown', () => {
    const timers = fakeTimers()
    const alerts = createAlertStore(timers)
    alerts.showAlert({ severity: 'danger', title: 'first' })
    timers.advance(ALERT_DURATION_MS - 1_000)
    alerts.showAlert({ severity: 'danger', title: 'second' })
    timers.advance(1_000)
    expect(alerts.store.getState().alert?.title).toBe('second')
    timers.advance(ALERT_DURATION_MS - 1_000)
    expect(alerts.store.getState().alert).toBeNull()
  })

  it('closes any alert after 5 s, or at once when dismissed', () => {
    const timers = fakeTimers()
    const alerts = createAlertStore(timers)
    alerts.showAlert({ severity: 'warning', title: 'offline' })
    timers.advance(ALERT_DURATION_MS - 1)
    expect(alerts.store.getState().alert?.title).toBe('offline')
    timers.advance(1)
    expect(alerts.store.getState().alert).toBeNull()
    const id = alerts.showAlert({ severity: 'warning', title: 'offline' })
    alerts.dismissAlert(id)
    expect(alerts.store.getState().alert).toBeNull()
  })

  it('stacks toasts and closes each after 5 s', () => {
    const timers = fakeTimers()
    const alerts = createAlertStore(timers)
    alerts.showToast({ severity: 'info', title: 'a' })
    timers.advance(2_000)
    alerts.showToast({ severity: 'info', title: 'b' })
    expect(alerts.store.getState().toasts.map((t) => t.title)).toEqual(['a', 'b'])
    timers.advance(3_000)
    expect(alerts.store.getState().toasts.map((t) => t.title)).toEqual(['b'])
    timers.advance(2_000)
    expect(alerts.store.getState().toasts).toEqual([])
  })
})
