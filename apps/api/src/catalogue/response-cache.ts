import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

export type CachedHeaders = { readonly cacheControl: string; readonly contentType?: string }

type Entry = {
  readonly body: string
  readonly etag: string
  readonly headers: CachedHeaders
  gzip?: Buffer
  readonly storedAtMs: number
}

export type ResponseCacheOptions = {
  /** How long an answer is fresh. Live changes reach players over push; lists may lag by this much. */
  readonly ttlMs: number
  readonly maxEntries: number
  readonly now?: () => number
}

/** Answers under 1 KiB are not worth compressing. */
const GZIP_MIN_BYTES = 1024
/** A stale answer is still served (while one request refreshes it) for this many TTLs. */
const STALE_TTLS = 10

/**
 * Serialized catalogue answers keyed by locale and URL, each with a strong ETag and a gzip
 * copy made on first demand. A hit costs a map lookup instead of queries and serialization.
 * Concurrent misses of one key share one computation, and a stale answer is served while a
 * single refresh runs, so an expiry under load never stampedes the database.
 * `clear()` drops everything when the catalogue changes.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>()
  readonly #pending = new Map<string, Promise<Entry | undefined>>()
  readonly #options: ResponseCacheOptions
  readonly #now: () => number
  #generation = 0

  constructor(options: ResponseCacheOptions) {
    this.#options = options
    this.#now = options.now ?? Date.now
  }

  clear(): void {
    this.#generation += 1
    this.#entries.clear()
    this.#pending.clear()
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
    headers: CachedHeaders,
    produce: () => Promise<string | undefined>,
  ): Promise<boolean> {
    const entry = await this.#lookup(cacheKey(request, locale), headers, produce)
    if (!entry) return false
    send(request, reply, entry)
    return true
  }

  /**
   * Sends a fresh cached answer for the request, if there is one, and says whether it did. Run
   * before validation: an answer is only ever cached for a URL that was valid.
   */
  serveFresh(request: FastifyRequest, reply: FastifyReply, locale: string): boolean {
    const entry = this.#entries.get(cacheKey(request, locale))
    if (!entry || this.#now() - entry.storedAtMs >= this.#options.ttlMs) return false
    send(request, reply, entry)
    return true
  }

  async #lookup(
    key: string,
    headers: CachedHeaders,
    produce: () => Promise<string | undefined>,
  ): Promise<Entry | undefined> {
    const entry = this.#entries.get(key)
    const ageMs = entry ? this.#now() - entry.storedAtMs : Number.POSITIVE_INFINITY
    if (entry && ageMs < this.#options.ttlMs) return entry
    const refresh = this.#refresh(key, headers, produce)
    if (entry && ageMs < this.#options.ttlMs * STALE_TTLS) {
      // Serve the stale answer now; a failed refresh is retried by a later request.
      refresh.catch(() => undefined)
      return entry
    }
    return refresh
  }

  /** One computation per key at a time; its result is stored unless the cache was cleared meanwhile. */
  #refresh(
    key: string,
    headers: CachedHeaders,
    produce: () => Promise<string | undefined>,
  ): Promise<Entry | undefined> {
    const running = this.#pending.get(key)
    if (running) return running
    const generation = this.#generation
    const computation = produce()
      .then((body) => {
        if (body === undefined) return undefined
        // The same answer as before (nothing it shows was written since) keeps its tag and
        // compressed copy: a read without the cache then costs its queries, not compression.
        const before = this.#entries.get(key)
        const same = before?.body === body ? before : undefined
        const etag = same?.etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`
        const entry: Entry = { body, etag, headers, storedAtMs: this.#now() }
        if (same?.gzip) entry.gzip = same.gzip
        if (generation === this.#generation) this.#store(key, entry)
        return entry
      })
      .finally(() => {
        if (this.#pending.get(key) === computation) this.#pending.delete(key)
      })
    this.#pending.set(key, computation)
    return computation
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

function cacheKey(request: FastifyRequest, locale: string): string {
  return `${locale} ${request.method} ${request.url}`
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  void reply
    .header('etag', entry.etag)
    .header('cache-control', entry.headers.cacheControl)
    .header('vary', 'Accept-Language, Accept-Encoding')
    .type(entry.headers.contentType ?? 'application/json; charset=utf-8')
  if (request.headers['if-none-match'] === entry.etag) {
    void reply.code(304).send()
    return
  }
  const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  if (acceptsGzip && entry.body.length >= GZIP_MIN_BYTES) {
    entry.gzip ??= gzipSync(entry.body)
    void reply.header('content-encoding', 'gzip').send(entry.gzip)
    return
  }
  void reply.send(entry.body)
}
