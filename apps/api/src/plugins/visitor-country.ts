import type { FastifyInstance } from 'fastify'
import fastifyPlugin from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's country (ISO 3166 alpha-2, upper case) as the edge says; null: unknown. */
    visitorCountry: string | null
  }
}

export type VisitorCountryOptions = {
  /** The header the operator's edge (a CDN, a load balancer) sets to the visitor's country. */
  readonly header?: string | undefined
  /** The proxies in front of the api (TRUST_PROXY): only their copy of the header is believed. */
  readonly trust: (address: string, hop: number) => boolean
}

/**
 * Reads the visitor's country from the edge's geo header (GEO_COUNTRY_HEADER), on a request
 * that came through a trusted proxy only: anyone reaching the api directly could write it.
 * The edge must set (overwrite) it on every request. A value that is not two letters (a CDN's
 * `XX` for unknown is two letters and matches no country list) counts as unknown.
 */
export const visitorCountry = fastifyPlugin(
  (app: FastifyInstance, { header, trust }: VisitorCountryOptions, done: () => void) => {
    app.decorateRequest('visitorCountry', null)
    if (header)
      app.addHook('onRequest', (request, _reply, next) => {
        const peer = request.socket.remoteAddress
        const value = request.headers[header]
        if (
          peer &&
          trust(peer, 0) &&
          typeof value === 'string' &&
          /^[A-Za-z]{2}$/.test(value.trim())
        )
          request.visitorCountry = value.trim().toUpperCase()
        next()
      })
    done()
  },
)
