/**
 * Attempts per key (an e-mail address) in a fixed one-minute window, in memory. The per-address
 * limit is @fastify/rate-limit's; it runs one limiter per request, so the per-account one is
 * this small counter. At most `maxKeys` windows are kept (the oldest go first), so a flood of
 * invented addresses cannot grow it without bound. Per node: behind a load balancer each node
 * counts its own share, and the account lockout (in the database) is the shared bound.
 */
export class AttemptsPerKey {
  readonly #windows = new Map<string, { count: number; endsAt: number }>()

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts an attempt; false when the key has used its attempts for this window. */
  allow(key: string, now = Date.now()): boolean {
    const current = this.#windows.get(key)
    if (current && current.endsAt > now) {
      current.count += 1
      return current.count <= this.max
    }
    this.#windows.delete(key)
    if (this.#windows.size >= this.maxKeys) {
      const oldest = this.#windows.keys().next().value
      if (oldest !== undefined) this.#windows.delete(oldest)
    }
    this.#windows.set(key, { count: 1, endsAt: now + this.windowMs })
    return true
  }
}
