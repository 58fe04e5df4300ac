import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'

/**
 * Security headers on every answer (@fastify/helmet): nosniff, a strict referrer policy, and a
 * CSP for the api's own HTML pages (wallet, demo payment, mailbox: inline styles, no script,
 * forms to this site only, framed by this site only — the web serves them on its origin, so a
 * page of another site cannot frame them). HSTS only when the site is served over https.
 * Answers about a player (anything under /platform, or sent with a session) are never stored
 * by a browser or a shared cache: the wallet pages carry the session's CSRF token.
 * Helmet's middleware is built once: @fastify/helmet built it again on every request (its CSP
 * parsed anew each time: ~3 % of the api's CPU in a profile of the placement bench). And it
 * is run once: with these options its headers are the same on every answer, so they are taken
 * from it at start and handed to each reply as they are.
 */
export const securityHeaders = fastifyPlugin(
  (app: FastifyInstance, { https }: { https: boolean }, ready: () => void) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          styleSrc: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          baseUri: ["'none'"],
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Images and icons are fetched through the web's origin; the default same-origin is right.
      crossOriginEmbedderPolicy: false,
    })
    const headers = helmetHeaders(setHeaders)
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers)
      done()
    })
    app.addHook('onSend', async (request, reply) => {
      const isPrivate = Boolean(request.session) || request.url.startsWith('/platform/')
      if (isPrivate && !reply.hasHeader('cache-control'))
        void reply.header('cache-control', 'no-store')
    })
    ready()
  },
)

/** The headers helmet's middleware sets, taken by running it once on a stand-in response. */
function helmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      Reflect.deleteProperty(headers, name.toLowerCase())
    },
  }
  // helmet sets them before it calls on; `security/headers.test.ts` sees them on every answer.
  middleware({} as unknown as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error('helmet failed')
  })
  return headers
}
