import { oneOf } from '@sportsbook/domain'
import { API_ERROR_CODES, ApiRequestError } from '@sportsbook/contracts'

/** Refusals of the Platform API that an account form explains in its own words. */
export const ACCOUNT_ERROR_CODES = [
  API_ERROR_CODES.invalidCredentials,
  API_ERROR_CODES.accountLocked,
  API_ERROR_CODES.unconfirmed,
  API_ERROR_CODES.emailTaken,
  API_ERROR_CODES.countryBlocked,
  API_ERROR_CODES.invalidToken,
  API_ERROR_CODES.tooManyRequests,
] as const
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number] | 'failed'

const isAccountErrorCode = oneOf(ACCOUNT_ERROR_CODES)

export type ServerFormError = {
  /** What the form says above its fields (`failed`: offline, a server fault, anything else). */
  readonly code: AccountErrorCode
  /** Field problems the api found (`body.password` → `password`), with the api's words. */
  readonly fields: readonly { readonly name: string; readonly message: string }[]
}

/** Reads a failed account call: which fields the api refused, or why the form failed. */
export function serverFormError(error: unknown): ServerFormError {
  if (!(error instanceof ApiRequestError) || !error.error) return { code: 'failed', fields: [] }
  const { code, details } = error.error
  if (code === API_ERROR_CODES.validationFailed) {
    const fields = details.flatMap((detail) =>
      detail.field.startsWith('body.')
        ? [{ name: detail.field.slice('body.'.length), message: detail.message }]
        : [],
    )
    if (fields.length > 0) return { code: 'failed', fields }
  }
  return { code: isAccountErrorCode(code) ? code : 'failed', fields: [] }
}
