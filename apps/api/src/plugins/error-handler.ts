import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import FindMyWay, { type HTTPMethod } from 'find-my-way'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { API_ERROR_CODES, type ApiError, type FieldIssue } from '@sportsbook/contracts'
import { PlacementRefused } from '../errors/refusal'
import { requestLocale } from '../catalogue/request-locale'
import { Refused, type PlayerText } from '../errors/refused'

/** Fastify's own 4xx error codes that a client can cause, mapped to ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: API_ERROR_CODES.invalidBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_ERROR_CODES.invalidBody,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_ERROR_CODES.invalidBody,
  FST_ERR_CTP_BODY_TOO_LARGE: API_ERROR_CODES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_ERROR_CODES.unsupportedMediaType,
}

export type { PlayerText } from '../errors/refused'

/**
 * A refusal with its HTTP status, for the HTTP layer itself (routes, plugins, rate limits);
 * services throw `Refused`, whose status comes from REFUSAL_STATUS below.
 */
export class ApiFailure extends Refused {
  constructor(
    readonly statusCode: number,
    code: string,
    message: string | PlayerText,
    details: FieldIssue[] = [],
    extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(code, message, details, extra)
  }
}

/** The HTTP status of each refusal services make (a placement refusal is 422 whatever its code). */
const REFUSAL_STATUS: Readonly<Record<string, number>> = {
  [API_ERROR_CODES.validationFailed]: 400,
  [API_ERROR_CODES.invalidCredentials]: 401,
  [API_ERROR_CODES.excluded]: 403,
  [API_ERROR_CODES.outOfLimit]: 403,
  [API_ERROR_CODES.termsNotAccepted]: 403,
  [API_ERROR_CODES.profileIncomplete]: 403,
  [API_ERROR_CODES.notFound]: 404,
  [API_ERROR_CODES.invalidToken]: 404,
  [API_ERROR_CODES.emailTaken]: 409,
  [API_ERROR_CODES.limitInForce]: 409,
  [API_ERROR_CODES.favouritesFull]: 409,
  [API_ERROR_CODES.termsChanged]: 409,
  [API_ERROR_CODES.promoCodeUnknown]: 404,
  [API_ERROR_CODES.promoCodeUsed]: 409,
  [API_ERROR_CODES.bonusNotOffered]: 422,
  [API_ERROR_CODES.bonusNotAvailable]: 409,
  [API_ERROR_CODES.predictionClosed]: 409,
  [API_ERROR_CODES.tooManyRequests]: 429,
  cashout_unavailable: 409,
  cashout_value_changed: 409,
}

function statusOf(refusal: Refused): number {
  if (refusal instanceof ApiFailure) return refusal.statusCode
  if (refusal instanceof PlacementRefused) return 422
  const status = REFUSAL_STATUS[refusal.code]
  if (status === undefined) throw new Error(`refusal ${refusal.code} has no HTTP status`)
  return status
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

/**
 * The database refused or lost the connection (restarting, unreachable, shutting down): the
 * request is answered 503 at once, and its transaction, if any, was never committed.
 */
function isDatabaseUnreachable(error: Error & { code?: string }): boolean {
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03'].includes(
      error.code ?? '',
    ) || error.message.startsWith('Connection terminated')
  )
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
    if (error instanceof Refused) {
      const { body, extra } = error.localized(requestLocale(request.headers['accept-language']))
      return sendError(reply, statusOf(error), body, extra)
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      const code = FASTIFY_CLIENT_ERRORS[error.code] ?? error.code.toLowerCase()
      return sendError(reply, status, { code, message: error.message, details: [] })
    }

    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'the database is unreachable')
      void reply.header('retry-after', '1')
      return sendError(reply, 503, {
        code: API_ERROR_CODES.unavailable,
        message: 'The service is unavailable for a moment: try again',
        details: [],
      })
    }
    request.log.error({ err: error }, 'request failed')
    return sendError(reply, status, {
      code: API_ERROR_CODES.internal,
      message: 'Internal server error',
      details: [],
    })
  })

  // Every route the app declares, by method, so a request for a known path with another
  // method is told which methods it has (405) instead of "not found".
  const declared = FindMyWay()
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods as HTTPMethod[])
      if (method !== 'HEAD' && !declared.hasRoute(method, route.url))
        declared.on(method, route.url, () => undefined)
  })

  // An attacker could search for valid URLs if 404s were slow or revealing; answer uniformly.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const gone = REMOVED.find((removed) => removed.matches(request.method, path))
    if (gone)
      return sendError(reply, 410, {
        code: API_ERROR_CODES.gone,
        message: gone.message,
        details: [],
      })
    const allowed = ALLOWABLE.filter((method) => declared.find(method, path) !== null)
    if (allowed.length > 0) {
      void reply.header(
        'allow',
        [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', '),
      )
      return sendError(reply, 405, {
        code: API_ERROR_CODES.methodNotAllowed,
        message: `${request.method} is not allowed on ${path}; it takes ${allowed.join(', ')}`,
        details: [],
      })
    }
    return sendError(reply, 404, {
      code: API_ERROR_CODES.notFound,
      message: `Route ${request.method} ${path} not found`,
      details: [],
    })
  })
}

const ALLOWABLE: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Addresses of the contract that were removed (410), with where to go instead. */
const REMOVED: readonly {
  readonly matches: (method: string, path: string) => boolean
  readonly message: string
}[] = [
  {
    matches: (_method, path) => path === '/api/v1' || path.startsWith('/api/v1/'),
    message: 'Version 1 of the Sportsbook API was removed: use /api/v2 (bets: /api/v3/bets)',
  },
  {
    matches: (method, path) => path === '/api/v2/bets' && (method === 'GET' || method === 'POST'),
    message: 'Bets moved to version 3 of the API: /api/v3/bets',
  },
]
