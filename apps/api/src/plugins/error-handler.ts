import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { API_ERROR_CODES, type ApiError, type FieldIssue } from '@sportsbook/contracts'
import { playerMessage, type PlayerMessageId } from '@sportsbook/domain'
import { requestLocale } from '../catalogue/request-locale'

/** Fastify's own 4xx error codes that a client can cause, mapped to ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: API_ERROR_CODES.invalidBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_ERROR_CODES.invalidBody,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_ERROR_CODES.invalidBody,
  FST_ERR_CTP_BODY_TOO_LARGE: API_ERROR_CODES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_ERROR_CODES.unsupportedMediaType,
}

/** A message written for a player: said in their language (`Accept-Language`) when sent. */
export type PlayerText = {
  readonly id: PlayerMessageId
  readonly params?: Readonly<Record<string, string>>
}

/** Field problems a player can cause, by their issue code: said in the player's language. */
const FIELD_MESSAGES: Readonly<Record<string, PlayerMessageId>> = {
  wrong_password: 'wrongPassword',
  wrong_code: 'wrongCode',
}

/** A refusal a route throws: its status and our error code reach the client as they are. */
export class ApiFailure extends Error {
  readonly text: PlayerText | undefined
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string | PlayerText,
    readonly details: FieldIssue[] = [],
    /** Fields a particular answer adds beside `error` (a refused placement's `code` and `data`). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(typeof message === 'string' ? message : playerMessage('en', message.id, message.params))
    this.text = typeof message === 'string' ? undefined : message
  }

  /** The error body and extra fields in `locale`: player messages translated, the rest as is. */
  localized(locale: string): { body: ApiError['error']; extra: Readonly<Record<string, unknown>> } {
    const message = this.text ? playerMessage(locale, this.text.id, this.text.params) : this.message
    const details = this.details.map((issue) => {
      const id = FIELD_MESSAGES[issue.code]
      return id ? { ...issue, message: playerMessage(locale, id) } : issue
    })
    return { body: { code: this.code, message, details }, extra: this.extra }
  }
}

function sendError(
  reply: FastifyReply,
  status: number,
  body: ApiError['error'],
  extra: Readonly<Record<string, unknown>> = {},
): FastifyReply {
  return reply
    .status(status)
    .type('application/json')
    .send({ ...extra, error: body } satisfies ApiError)
}

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors`): a path whose
 * %-encoding is broken, a path parameter over the length limit. Same envelope as the rest.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendError(reply, 414, {
      code: API_ERROR_CODES.uriTooLong,
      message: 'A path parameter is too long',
      details: [],
    })
    return
  }
  void sendError(reply, 400, {
    code: API_ERROR_CODES.badUrl,
    message: 'The address is malformed (bad %-encoding)',
    details: [],
  })
}

/** A JSON 404 naming what was not found: `Match 42 not found`. */
export function sendNotFound(reply: FastifyReply, what: string): FastifyReply {
  return sendError(reply, 404, {
    code: API_ERROR_CODES.notFound,
    message: `${what} not found`,
    details: [],
  })
}

/** `body` + `/stake/value` → `body.stake.value`: the field a player's form can point at. */
function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.split('/').filter(Boolean)
  return [context ?? 'request', ...path].join('.')
}

/**
 * One place that turns every failure into `{"error":{"code","message","details"}}`:
 * validation errors name each field, unknown routes are JSON 404s, and a 5xx never
 * shows its internal message to the client (it is logged instead).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldIssue[] = error.validation.map((issue) => ({
        field: fieldName(error.validationContext, issue.instancePath),
        message: issue.message ?? 'is invalid',
        code: issue.keyword,
      }))
      const summary = details.map((issue) => `${issue.field}: ${issue.message}`).join('; ')
      return sendError(reply, 400, {
        code: API_ERROR_CODES.validationFailed,
        message: `Invalid request: ${summary}`,
        details,
      })
    }

    // A refusal of ours, even a 503, says what it means.
    if (error instanceof ApiFailure) {
      const { body, extra } = error.localized(requestLocale(request.headers['accept-language']))
      return sendError(reply, error.statusCode, body, extra)
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      const code = FASTIFY_CLIENT_ERRORS[error.code] ?? error.code.toLowerCase()
      return sendError(reply, status, { code, message: error.message, details: [] })
    }

    request.log.error({ err: error }, 'request failed')
    return sendError(reply, status, {
      code: API_ERROR_CODES.internal,
      message: 'Internal server error',
      details: [],
    })
  })

  // An attacker could search for valid URLs if 404s were slow or revealing; answer uniformly.
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, {
      code: API_ERROR_CODES.notFound,
      message: `Route ${request.method} ${request.url.split('?')[0] ?? ''} not found`,
      details: [],
    }),
  )
}
