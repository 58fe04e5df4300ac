import type { ReportEvent } from './drop-rules'

type Capture = (error: unknown, context?: Record<string, unknown>) => void

let capture: Capture = consoleCapture

/** Reports an error, unless spec §8.4's filter drops it. Safe to call before `startErrorReporting`. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  capture(error, context)
}

/**
 * Starts reporting: the real Sentry SDK when a DSN is configured (loaded on demand, so pages
 * without one do not download it), the console otherwise. Both apply the same `beforeSend`.
 */
export async function startErrorReporting(dsn: string | undefined): Promise<void> {
  if (!dsn) {
    listenForUncaught()
    return
  }
  const [Sentry, { beforeSend }] = await Promise.all([
    import('@sentry/browser'),
    import('./drop-rules'),
  ])
  Sentry.init({ dsn, beforeSend: (event, hint) => beforeSend(event, hint) })
  capture = (error, context) => {
    Sentry.captureException(error, context ? { extra: context } : undefined)
  }
}

/**
 * The console's reporter. The filter's rules load with the first error, not with the page: most
 * pages never report one. Reports keep their order (one module promise, callbacks in turn).
 */
function consoleCapture(error: unknown, context?: Record<string, unknown>): void {
  const event: ReportEvent = {
    exception: { values: [{ type: errorName(error), value: errorMessage(error) }] },
  }
  void import('./drop-rules').then(({ beforeSend }) => {
    const kept = beforeSend(event, { originalException: error })
    if (kept) console.error('[error report]', error, { ...context, ...kept.contexts })
  })
}

let listening = false
function listenForUncaught(): void {
  if (listening) return
  listening = true
  window.addEventListener('error', (event) => {
    reportError(event.error ?? event.message)
  })
  window.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason)
  })
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
