/**
 * A connection's command budget: a token bucket that refills at `perSecond` up to `burst`.
 * A command over the budget gets error 111 (too many requests); the connection stays.
 */
export class CommandRate {
  #tokens: number
  #refilledAt = Date.now()

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.#tokens = burst
  }

  /** Spends one token; false when none is left. */
  take(): boolean {
    const now = Date.now()
    const refill = ((now - this.#refilledAt) / 1000) * this.perSecond
    this.#tokens = Math.min(this.burst, this.#tokens + refill)
    this.#refilledAt = now
    if (this.#tokens < 1) return false
    this.#tokens -= 1
    return true
  }
}
