import { ApiRequestError } from '@sportsbook/contracts'
import { describe, expect, it } from 'vitest'
import { beforeSend, dropReason, type ReportEvent } from './drop-rules'

const errorEvent = (type: string, value: string, filenames: string[] = []): ReportEvent => ({
  exception: {
    values: [{ type, value, stacktrace: { frames: filenames.map((filename) => ({ filename })) } }],
  },
})

const named = (name: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(Object.assign(new Error(message), { name }), extra)

describe('error-report filter (spec §8.4)', () => {
  it('drops network errors', () => {
    expect(dropReason(errorEvent('TypeError', 'Failed to fetch'))).toBe('network')
    expect(
      dropReason(errorEvent('TypeError', 'NetworkError when attempting to fetch resource.')),
    ).toBe('network')
    expect(
      dropReason(
        {},
        { originalException: named('AxiosError', 'Network Error', { code: 'ERR_NETWORK' }) },
      ),
    ).toBe('network')
  })

  it('drops aborted and timed-out requests', () => {
    expect(
      dropReason({}, { originalException: named('AbortError', 'The operation was aborted.') }),
    ).toBe('aborted-or-timeout')
    expect(dropReason({}, { originalException: named('TimeoutError', 'signal timed out') })).toBe(
      'aborted-or-timeout',
    )
    expect(
      dropReason(
        {},
        {
          originalException: named('AxiosError', 'timeout of 5000ms exceeded', {
            code: 'ECONNABORTED',
          }),
        },
      ),
    ).toBe('aborted-or-timeout')
  })

  it('drops cancelled requests', () => {
    expect(
      dropReason(
        {},
        { originalException: named('CanceledError', 'canceled', { code: 'ERR_CANCELED' }) },
      ),
    ).toBe('cancelled')
    expect(dropReason({}, { originalException: named('CancelledError', 'cancelled') })).toBe(
      'cancelled',
    )
  })

  it('drops errors flagged to skip capture', () => {
    expect(
      dropReason(
        {},
        { originalException: Object.assign(new Error('known'), { skipCapture: true }) },
      ),
    ).toBe('skip-capture')
  })

  it('drops errors thrown from tracking or tag-manager scripts', () => {
    const event = errorEvent('TypeError', "Cannot read properties of undefined (reading 'push')", [
      'https://www.googletagmanager.com/gtm.js?id=GTM-X',
    ])
    expect(dropReason(event)).toBe('tracking-script')
  })

  it('drops script chunk-load failures', () => {
    expect(dropReason(errorEvent('ChunkLoadError', 'Loading chunk 231 failed.'))).toBe('chunk-load')
    expect(
      dropReason(
        errorEvent(
          'TypeError',
          'Failed to fetch dynamically imported module: https://x/_next/a.js',
        ),
      ),
    ).toBe('chunk-load')
  })

  it('drops failed script-tag loads', () => {
    expect(
      dropReason(errorEvent('Error', 'Failed to load script: https://cdn.example/widget.js')),
    ).toBe('script-load')
    expect(dropReason({ message: 'Script error.' })).toBe('script-load')
  })

  it('drops the resize-observer loop message', () => {
    expect(
      dropReason({ message: 'ResizeObserver loop completed with undelivered notifications.' }),
    ).toBe('resize-observer')
    expect(dropReason(errorEvent('Error', 'ResizeObserver loop limit exceeded'))).toBe(
      'resize-observer',
    )
  })

  it('drops 404 page transactions and keeps others', () => {
    expect(dropReason({ type: 'transaction', transaction: '/[locale]/sports/404' })).toBe(
      'not-found-transaction',
    )
    expect(dropReason({ type: 'transaction', transaction: '/_not-found' })).toBe(
      'not-found-transaction',
    )
    expect(
      dropReason({ type: 'transaction', transaction: '/[locale]/sports/live' }),
    ).toBeUndefined()
  })

  it('sends real errors', () => {
    expect(
      dropReason(
        errorEvent('TypeError', "Cannot read properties of null (reading 'odds')", [
          'https://book.example/_next/static/chunks/app.js',
        ]),
      ),
    ).toBeUndefined()
  })
})

describe('HTTP errors in reports (spec §8.4)', () => {
  it('carry the response URL, status, response data and scrubbed request data', () => {
    const error = new ApiRequestError(
      422,
      { code: 'validation_failed', message: 'bad', details: [] },
      'https://book.example/platform/users/sign_in',
      { method: 'POST', body: { user: { email: 'a@b.c', password: 'hunter2' } } },
    )
    const event = beforeSend(errorEvent('ApiRequestError', error.message), {
      originalException: error,
    })
    expect(event?.contexts?.http).toEqual({
      url: 'https://book.example/platform/users/sign_in',
      status: 422,
      method: 'POST',
      response: { code: 'validation_failed', message: 'bad', details: [] },
      request: { user: { email: 'a@b.c', password: '[Filtered]' } },
    })
  })

  it('returns null for a dropped event', () => {
    expect(beforeSend(errorEvent('TypeError', 'Failed to fetch'))).toBeNull()
  })
})
