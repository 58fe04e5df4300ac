import { z } from 'zod'

/** One problem with one input field; `field` is a dotted path such as `body.stake.value`. */
export const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z.string(),
})
export type FieldIssue = z.infer<typeof fieldIssueSchema>

/** Codes the api itself returns in `error.code` (domain error codes are added by their issues). */
export const API_ERROR_CODES = {
  validationFailed: 'validation_failed',
  invalidBody: 'invalid_body',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  /** A removed address of the contract (410); the message names its successor. */
  gone: 'gone',
  payloadTooLarge: 'payload_too_large',
  /** The request's address cannot be read (bad %-encoding) or a path part is too long. */
  badUrl: 'bad_url',
  uriTooLong: 'uri_too_long',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
  /** The node cannot serve now (its database is unreachable, or it is shutting down): retry. */
  unavailable: 'unavailable',
  unauthorized: 'unauthorized',
  csrfFailed: 'csrf_failed',
  invalidCredentials: 'invalid_credentials',
  accountLocked: 'account_locked',
  unconfirmed: 'unconfirmed',
  emailTaken: 'email_taken',
  countryBlocked: 'country_blocked',
  invalidToken: 'invalid_token',
  accountExists: 'account_exists',
  tooManyRequests: 'too_many_requests',
  /** Spec §8: "User is out of limit" (responsible gambling limits and exclusions). */
  outOfLimit: 'out_of_limit',
  limitInForce: 'limit_in_force',
  /** A self-exclusion or cooling-off is in force: no sign-in, deposit or bet until it ends. */
  excluded: 'excluded',
  /** The player has not accepted the current terms (the web's terms dialog asks). */
  termsNotAccepted: 'terms_not_accepted',
  /** A required profile field is empty (the web's profile dialog asks). */
  profileIncomplete: 'profile_incomplete',
  /** No payment provider is configured (the demo provider is off by default). */
  paymentsUnavailable: 'payments_unavailable',
  /** The terms being accepted are not the current ones (they changed meanwhile). */
  termsChanged: 'terms_changed',
  /** A player's favourites of one type are at their cap. */
  favouritesFull: 'favourites_full',
  /** No campaign has this promo code. */
  promoCodeUnknown: 'promo_code_unknown',
  /** The player already has this promo code's bonus. */
  promoCodeUsed: 'promo_code_used',
  /** The campaign exists but is not for this player now (its period, country or currency). */
  bonusNotOffered: 'bonus_not_offered',
  /** The bonus cannot be activated: it has expired, is used up or was withdrawn. */
  bonusNotAvailable: 'bonus_not_available',
  /** A prediction is no longer taken: its match has started. */
  predictionClosed: 'prediction_closed',
} as const
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES]

/**
 * Body of every non-2xx answer of the api: `{"error":{"code","message","details"}}`.
 * `details` lists field issues for validation errors and is empty otherwise.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(fieldIssueSchema),
  }),
})
export type ApiError = z.infer<typeof apiErrorSchema>
