import { createStore } from 'zustand/vanilla'

/** How long an alert or a toast stays (spec §9.2: 5 s). */
export const ALERT_DURATION_MS = 5_000

export type Severity = 'success' | 'info' | 'warning' | 'danger'

export type Notice = {
  readonly id: number
  readonly severity: Severity
  readonly title: string
  readonly description?: string
}

export type NoticeInput = Omit<Notice, 'id'>

type AlertState = {
  /** One alert at a time at bottom-center: a new one replaces the old (spec §9.2). */
  readonly alert: Notice | null
  /** Toasts stack at the top-right, each for 5 s. */
  readonly toasts: readonly Notice[]
}

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>)
  },
}

/** The alert and toast queue; one per page (see `alerts`), a fresh one per test. */
export function createAlertStore(timers: Timers = browserTimers) {
  const store = createStore<AlertState>(() => ({ alert: null, toasts: [] }))
  let nextId = 1
  let alertTimer: unknown

  function showAlert(input: NoticeInput): number {
    const id = nextId++
    timers.clearTimeout(alertTimer)
    store.setState({ alert: { ...input, id } })
    alertTimer = timers.setTimeout(() => {
      dismissAlert(id)
    }, ALERT_DURATION_MS)
    return id
  }

  /** Closes the alert if it is still the one with this id (a newer one stays). */
  function dismissAlert(id: number): void {
    if (store.getState().alert?.id === id) store.setState({ alert: null })
  }

  function showToast(input: NoticeInput): number {
    const id = nextId++
    store.setState((state) => ({ toasts: [...state.toasts, { ...input, id }] }))
    timers.setTimeout(() => {
      dismissToast(id)
    }, ALERT_DURATION_MS)
    return id
  }

  function dismissToast(id: number): void {
    store.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }))
  }

  return { store, showAlert, dismissAlert, showToast, dismissToast }
}

export type AlertStore = ReturnType<typeof createAlertStore>

/** The page's alerts: any component may call `alerts.showAlert(…)`. */
export const alerts = createAlertStore()
