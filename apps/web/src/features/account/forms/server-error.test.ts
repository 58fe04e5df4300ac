import { ApiRequestError } from '@sportsbook/contracts'
import { describe, expect, it } from 'vitest'
import { serverFormError } from './server-error'

const refusal = (status: number, code: string, details: object[] = []) =>
  new ApiRequestError(status, { code, message: 'x', details: details as never }, '/platform/users')

describe('what an account form makes of a failed call', () => {
  it('puts the api field problems under their fields', () => {
    const error = refusal(400, 'validation_failed', [
      { field: 'body.password', message: 'Use at least 8 characters', code: 'tooShort' },
      { field: 'query.x', message: 'not a form field', code: 'custom' },
    ])
    expect(serverFormError(error)).toEqual({
      code: 'failed',
      fields: [{ name: 'password', message: 'Use at least 8 characters' }],
    })
  })

  it('names the refusals the forms explain, and calls anything else a failure', () => {
    expect(serverFormError(refusal(423, 'account_locked')).code).toBe('account_locked')
    expect(serverFormError(refusal(409, 'email_taken')).code).toBe('email_taken')
    expect(serverFormError(refusal(403, 'country_blocked')).code).toBe('country_blocked')
    expect(serverFormError(refusal(500, 'internal_error')).code).toBe('failed')
    expect(serverFormError(new TypeError('Failed to fetch')).code).toBe('failed')
    expect(serverFormError(refusal(400, 'validation_failed')).code).toBe('failed')
  })
})
