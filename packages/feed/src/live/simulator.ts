import { distributionsFor } from '../pricing/model-state'
import { solveIncreasing } from '../pricing/probability'
import { probabilityOf } from '../pricing/score-distribution'
import type { SportModel } from '../fixtures/sport-definitions'
import { seededRandom, type Random } from '../random'
import {
  advanceMatch,
  initialLiveState,
  type LiveMatchSetup,
  type LiveMatchState,
} from './live-match'
import type { FeedEvent, ProviderAdapter } from './provider'

/**
 * The strength (−3…3) at which the model gives the home side `pHome` to win, found by
 * bisection: how the simulator reads a match's strength back from its market prices, as it
 * would from any provider's.
 */
export function inferStrength(model: SportModel, pHome: number): number {
  const homeWins = (s: number) =>
    probabilityOf(distributionsFor(model, s).main, (x) => x.home > x.away)
  return solveIncreasing(homeWins, pHome, -3, 3, 25)
}

/** A string's 32-bit hash, to give every match its own random stream from one seed. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

export type SimulatorOptions = {
  readonly seed: number
  /** Simulated time runs this many times faster than the wall clock (FEED_SPEED). */
  readonly speed: number
  /** Wall-clock ms at which simulated time starts, equal to it. */
  readonly startMs: number
  readonly providers: readonly string[]
  /** How often the wall clock is read when started as an adapter. */
  readonly tickMs?: number
  /** Runs `fn` every `ms` and returns a stop function (the host's timers: this package has none). */
  readonly every?: (fn: () => void, ms: number) => () => void
  /** The wall clock (the host's Date.now). */
  readonly wallClock?: () => number
}

type Tracked = { readonly setup: LiveMatchSetup; state: LiveMatchState }

/** Simulated minutes between chances for a provider to drop out, and how long it stays down. */
const OUTAGE_CHECK_MS = 10 * 60_000
const OUTAGE_MS = 30_000
const OUTAGE_CHANCE = 0.15

/**
 * The simulated provider: runs every tracked match through its plan on a simulated clock
 * (`speed` × the wall clock), and now and then takes a provider down for half a minute.
 * Deterministic from the seed: the same matches and clock readings give the same events.
 */
export class FeedSimulator implements ProviderAdapter {
  readonly providers: readonly string[]
  readonly #options: SimulatorOptions
  readonly #matches = new Map<string, Tracked>()
  readonly #outages: Map<
    string,
    { random: Random; nextCheckMs: number; downUntilMs: number | null }
  >

  constructor(options: SimulatorOptions) {
    this.#options = options
    this.providers = options.providers
    this.#outages = new Map(
      options.providers.map((provider) => [
        provider,
        {
          random: seededRandom(options.seed ^ hash(provider)),
          nextCheckMs: options.startMs + OUTAGE_CHECK_MS,
          downUntilMs: null,
        },
      ]),
    )
  }

  /** Simulated time at a wall-clock reading. */
  simulatedNow(wallMs: number): number {
    return this.#options.startMs + (wallMs - this.#options.startMs) * this.#options.speed
  }

  /** A random stream for a match, from the simulator's seed and the match id. */
  randomFor(matchId: string): Random {
    return seededRandom(this.#options.seed ^ hash(matchId))
  }

  isTracked(matchId: string): boolean {
    return this.#matches.has(matchId)
  }

  track(setup: LiveMatchSetup): void {
    if (!this.#matches.has(setup.id))
      this.#matches.set(setup.id, { setup, state: initialLiveState(setup) })
  }

  get trackedCount(): number {
    return this.#matches.size
  }

  /** Advances every match and provider to the wall-clock reading; closed matches are dropped. */
  tick(wallMs: number): FeedEvent[] {
    const now = this.simulatedNow(wallMs)
    const events: FeedEvent[] = [...this.#providerEvents(now)]
    for (const [id, tracked] of this.#matches) {
      const { state, events: matchEvents } = advanceMatch(tracked.setup, tracked.state, now)
      tracked.state = state
      events.push(...matchEvents)
      if (state.closed) this.#matches.delete(id)
    }
    return events
  }

  start(listener: (event: FeedEvent) => void): () => void {
    const { every, wallClock } = this.#options
    if (!every || !wallClock)
      throw new Error('FeedSimulator.start needs the every and wallClock options')
    return every(() => {
      for (const event of this.tick(wallClock())) listener(event)
    }, this.#options.tickMs ?? 1000)
  }

  *#providerEvents(now: number): Generator<FeedEvent> {
    for (const [provider, outage] of this.#outages) {
      if (outage.downUntilMs !== null && now >= outage.downUntilMs) {
        outage.downUntilMs = null
        yield { type: 'provider_status', provider, active: true }
      }
      while (now >= outage.nextCheckMs) {
        outage.nextCheckMs += OUTAGE_CHECK_MS
        if (outage.downUntilMs === null && outage.random.chance(OUTAGE_CHANCE)) {
          outage.downUntilMs = now + OUTAGE_MS
          yield { type: 'provider_status', provider, active: false }
        }
      }
    }
  }
}
