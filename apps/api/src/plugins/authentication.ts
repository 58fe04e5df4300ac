import cookie from '@fastify/cookie'
import { API_ERROR_CODES } from '@sportsbook/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { findSession, SESSION_COOKIE, SessionMemory, type Session } from '../players/sessions'
import { sameSecret } from '../players/secrets'
import { ApiFailure } from './error-handler'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player's session, from the session cookie; null when anonymous. */
    session: Session | null
  }
  interface FastifyInstance {
    /** Sessions this process has read, for routes that recall them (decision 174). */
    sessionMemory: SessionMemory
  }
  interface FastifyContextConfig {
    /**
     * The route's session is recalled, not read (`SessionMemory`): the handler must check it
     * still lives in its own first round trip, before it judges or writes anything.
     */
    recallSession?: boolean
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Reads the session cookie on every request (after @fastify/cookie has parsed it); routes ask
 * for a player with `requirePlayer`. Wrapped with fastify-plugin so it applies app-wide.
 */
export const authentication = fastifyPlugin(async (app: FastifyInstance) => {
  await app.register(cookie)
  app.decorateRequest('session', null)
  app.decorate('sessionMemory', new SessionMemory())
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE]
    if (!token) return
    request.session = request.routeOptions.config.recallSession
      ? await app.sessionMemory.recall(app.db, token)
      : await findSession(app.db, token)
  })
})

/**
 * The signed-in player of a request, or 401. A write made with the session cookie must also
 * carry the session's CSRF token in `X-CSRF-Token` (synchronizer token), else 403: a page on
 * another site can make the browser send the cookie, never the token.
 */
export function requirePlayer(request: FastifyRequest): Session {
  const { session } = request
  if (!session) throw new ApiFailure(401, API_ERROR_CODES.unauthorized, { id: 'signInFirst' })
  if (!SAFE_METHODS.has(request.method)) {
    // The header for the web's calls; a `csrf_token` field for a plain HTML form (the wallet page).
    const body: unknown = request.body
    const field: unknown =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'csrf_token') : undefined
    const header = request.headers['x-csrf-token'] ?? field
    if (typeof header !== 'string' || !sameSecret(header, session.csrfToken))
      throw new ApiFailure(403, API_ERROR_CODES.csrfFailed, 'Missing or wrong X-CSRF-Token header')
  }
  return session
}

/**
 * Login CSRF: a page of another site must not sign a browser in (or up) as the attacker's
 * account, whose bets and deposits the victim would then make. Such a page can only send a
 * form (urlencoded, multipart or text: no CORS preflight), and browsers mark it
 * `Sec-Fetch-Site: cross-site`; either is refused. Scripts of this site send JSON.
 */
export async function refuseCrossSiteSignIn(request: FastifyRequest): Promise<void> {
  const contentType = request.headers['content-type'] ?? ''
  if (
    request.headers['sec-fetch-site'] === 'cross-site' ||
    !contentType.toLowerCase().startsWith('application/json')
  )
    throw new ApiFailure(
      403,
      API_ERROR_CODES.csrfFailed,
      'Sign in from this site: a form on another site cannot sign you in',
    )
  return Promise.resolve()
}
