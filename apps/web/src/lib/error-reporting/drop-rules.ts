import { ApiRequestError } from '@sportsbook/contracts'

/** The parts of a Sentry event the rules read (the SDK's `ErrorEvent` fits it). */
export type ReportEvent = {
  type?: string | undefined
  transaction?: string | undefined
  message?: string | undefined
  exception?:
    | {
        values?:
          | {
              type?: string | undefined
              value?: string | undefined
              stacktrace?: { frames?: { filename?: string | undefined }[] | undefined } | undefined
            }[]
          | undefined
      }
    | undefined
  contexts?: Record<string, Record<string, unknown> | undefined> | undefined
}

export type ReportHint = { originalException?: unknown }

/** Why an error is not reported (spec §8.4 "error-report filter"). */
export type DropReason =
  | 'network'
  | 'aborted-or-timeout'
  | 'cancelled'
  | 'skip-capture'
  | 'tracking-script'
  | 'chunk-load'
  | 'script-load'
  | 'resize-observer'
  | 'not-found-transaction'

const NETWORK = [
  /^Failed to fetch$/i,
  /NetworkError/i,
  /^Network ?Error$/i,
  /Load failed$/i,
  /ERR_NETWORK/,
]
const ABORT_OR_TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_TIMED_OUT', 'ECONNRESET'])
const ABORT_OR_TIMEOUT_NAMES = new Set(['AbortError', 'TimeoutError'])
const CANCELLED = new Set(['CanceledError', 'CancelledError', 'ERR_CANCELED'])
const TRACKING_SCRIPTS =
  /googletagmanager\.com|google-analytics\.com|\/gtm\.js|\/gtag\/js|connect\.facebook\.net|static\.hotjar\.com|clarity\.ms/i
const CHUNK_LOAD = [
  /ChunkLoadError/,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
]
const SCRIPT_LOAD = [
  /Failed to load script/i,
  /^Script error\.?$/i,
  /error loading dynamically imported module/i,
]
const RESIZE_OBSERVER =
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i
const NOT_FOUND_TRANSACTION = /(^|\/)(404|_not-found)$|not-found/i

/** A text field of a thrown value (`name`, `code`, `message`), or ''. */
function textOf(error: unknown, key: string): string {
  if (typeof error !== 'object' || error === null) return ''
  const value: unknown = Reflect.get(error, key)
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/** The reason to drop this event, or undefined to send it. */
export function dropReason(event: ReportEvent, hint: ReportHint = {}): DropReason | undefined {
  if (event.type === 'transaction')
    return NOT_FOUND_TRANSACTION.test(event.transaction ?? '') ? 'not-found-transaction' : undefined

  const error = hint.originalException
  const exception = event.exception?.values?.[0]
  const name = textOf(error, 'name') || (exception?.type ?? '')
  const code = textOf(error, 'code')
  const text = [name, textOf(error, 'message'), exception?.value ?? '', event.message ?? '']
    .join(' ')
    .trim()
  const messages = [textOf(error, 'message'), exception?.value ?? '', event.message ?? '']

  if (
    typeof error === 'object' &&
    error !== null &&
    'skipCapture' in error &&
    error.skipCapture === true
  )
    return 'skip-capture'
  if (CANCELLED.has(name) || CANCELLED.has(code)) return 'cancelled'
  if (ABORT_OR_TIMEOUT_NAMES.has(name) || ABORT_OR_TIMEOUT_CODES.has(code))
    return 'aborted-or-timeout'
  if (RESIZE_OBSERVER.test(text)) return 'resize-observer'
  if (CHUNK_LOAD.some((pattern) => pattern.test(text))) return 'chunk-load'
  if (SCRIPT_LOAD.some((pattern) => messages.some((message) => pattern.test(message))))
    return 'script-load'
  if (
    NETWORK.some((pattern) => messages.some((message) => pattern.test(message.trim()))) ||
    code === 'ERR_NETWORK'
  )
    return 'network'
  const frames = exception?.stacktrace?.frames ?? []
  if (frames.some((frame) => TRACKING_SCRIPTS.test(frame.filename ?? ''))) return 'tracking-script'
  return undefined
}

const SECRET_KEY = /password|token|secret|card|cvv|pin$/i

/** Request data with passwords and tokens blanked, so a report never carries them. */
export function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? '[Filtered]' : scrub(inner),
    ]),
  )
}

/**
 * Sentry's `beforeSend`: null for the events spec §8.4 drops; an HTTP error gets the response
 * URL, status, response data and (scrubbed) request data in `contexts.http`.
 */
export function beforeSend<E extends ReportEvent>(event: E, hint: ReportHint = {}): E | null {
  if (dropReason(event, hint)) return null
  const error = hint.originalException
  if (!(error instanceof ApiRequestError)) return event
  return {
    ...event,
    contexts: {
      ...event.contexts,
      http: {
        url: error.url,
        status: error.status,
        method: error.request.method,
        response: error.error,
        request: scrub(error.request.body),
      },
    },
  }
}
