import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Entry = {
  readonly body: string
  readonly etag: string
  gzip?: Buffer
  readonly expiresAtMs: number
}

export type ResponseCacheOptions = {
  /** How long an answer is reused. Live changes reach players over push; lists may lag by this much. */
  readonly ttlMs: number
  readonly maxEntries: number
  readonly now?: () => number
}

/** Answers under 1 KiB are not worth compressing. */
const GZIP_MIN_BYTES = 1024

/**
 * Serialized catalogue answers keyed by locale and URL, each with a strong ETag and a gzip
 * copy made on first demand. A hit costs a map lookup instead of queries and serialization;
 * `clear()` drops everything when the catalogue changes.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>()
  readonly #options: ResponseCacheOptions
  readonly #now: () => number

  constructor(options: ResponseCacheOptions) {
    this.#options = options
    this.#now = options.now ?? Date.now
  }

  clear(): void {
    this.#entries.clear()
  }

  /**
   * Replies with the cached answer for the request, or produces, stores and sends a new one.
   * `produce` returns the body, or undefined when there is nothing (not cached, nothing sent).
   * Resolves whether a reply was sent. (It never resolves to the reply itself: a Fastify reply
   * is thenable, so an async function returning it would resolve to undefined.)
   */
  async reply(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: string,
    headers: { readonly cacheControl: string; readonly contentType?: string },
    produce: () => Promise<string | undefined>,
  ): Promise<boolean> {
    const key = `${locale} ${request.method} ${request.url}`
    let entry = this.#entries.get(key)
    if (!entry || entry.expiresAtMs <= this.#now()) {
      const body = await produce()
      if (body === undefined) return false
      entry = {
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        expiresAtMs: this.#now() + this.#options.ttlMs,
      }
      this.#store(key, entry)
    }
    void reply
      .header('etag', entry.etag)
      .header('cache-control', headers.cacheControl)
      .header('vary', 'Accept-Language, Accept-Encoding')
      .type(headers.contentType ?? 'application/json; charset=utf-8')
    if (request.headers['if-none-match'] === entry.etag) {
      void reply.code(304).send()
      return true
    }
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    if (acceptsGzip && entry.body.length >= GZIP_MIN_BYTES) {
      entry.gzip ??= gzipSync(entry.body)
      void reply.header('content-encoding', 'gzip').send(entry.gzip)
      return true
    }
    void reply.send(entry.body)
    return true
  }

  #store(key: string, entry: Entry): void {
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    // Map keeps insertion order: the first key is the oldest.
    if (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
  }
}
