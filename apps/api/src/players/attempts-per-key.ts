/**
 * Attempts per key (an e-mail or IP address) in a fixed one-minute window, in memory: sign-ins
 * per account, and failed sign-ins per address (@fastify/rate-limit counts every request, so a
 * count of failures only is this small counter). At most `maxKeys` windows are kept (the oldest go first), so a flood of
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
    this.record(key, now)
    return this.used(key, now) <= this.max
  }

  /** Whether the key has used all its attempts in this window (the next would be one too many). */
  spent(key: string, now = Date.now()): boolean {
    return this.used(key, now) >= this.max
  }

  used(key: string, now = Date.now()): number {
    const current = this.#windows.get(key)
    return current && current.endsAt > now ? current.count : 0
  }

  /** Counts an attempt of the key. */
  record(key: string, now = Date.now()): void {
    const current = this.#windows.get(key)
    if (current && current.endsAt > now) {
      current.count += 1
      return
    }
    this.#windows.delete(key)
    if (this.#windows.size >= this.maxKeys) {
      const oldest = this.#windows.keys().next().value
      if (oldest !== undefined) this.#windows.delete(oldest)
    }
    this.#windows.set(key, { count: 1, endsAt: now + this.windowMs })
  }
}
