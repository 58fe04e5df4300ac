import { describe, expect, it } from 'vitest'
import { distributionsFor } from '../pricing/model-state'
import { probabilityOf } from '../pricing/score-distribution'
import { marketDefinitions } from '../pricing/sport-markets'
import type { SportModel } from '../fixtures/sport-definitions'
import { BET_STOP_LEAD_MS, CLOSE_AFTER_MS, type LiveMatchSetup } from './live-match'
import { elapsedAt, planMatch, type ScoringEvent } from './live-plan'
import type { FeedEvent } from './provider'
import { generateCatalogue } from '../fixtures/catalogue'
import { setupFromStoredMatch } from './match-setup'
import { FeedSimulator, inferStrength } from './simulator'
import { seededRandom } from '../random'

const START = Date.parse('2026-11-21T12:00:00.000Z')
const MINUTE = 60_000

function setup(
  id: string,
  model: SportModel,
  plan: readonly ScoringEvent[],
  strength = 0.2,
  startMs = START,
): LiveMatchSetup {
  return {
    id,
    provider: 'betradar',
    model,
    strength,
    startMs,
    definitions: marketDefinitions(model, distributionsFor(model, strength)),
    plan,
    marginBp: 600,
    notCovered: false,
  }
}

/** Runs a simulator at speed 1 with one tick per simulated second and collects the events. */
function run(
  simulator: FeedSimulator,
  fromMs: number,
  toMs: number,
  stepMs = 1000,
): { at: number; event: FeedEvent }[] {
  const events: { at: number; event: FeedEvent }[] = []
  for (let t = fromMs; t <= toMs; t += stepMs)
    for (const event of simulator.tick(t)) events.push({ at: t, event })
  return events
}

describe('a live football match', () => {
  const goals: ScoringEvent[] = [
    { atFraction: 20 / 90, side: 'home', units: 1, dangerous: true },
    { atFraction: 70 / 90, side: 'away', units: 1, dangerous: true },
  ]
  const simulator = new FeedSimulator({ seed: 1, speed: 1, startMs: START, providers: [] })
  simulator.track(setup('m1', 'football', goals))
  const events = run(
    simulator,
    START - 5000,
    START + elapsedAt('football', 1) + CLOSE_AFTER_MS + 5000,
  )
  const of = <T extends FeedEvent['type']>(type: T) =>
    events.filter(
      (e): e is { at: number; event: Extract<FeedEvent, { type: T }> } => e.event.type === type,
    )

  it('kicks off, ends with status 4, closes with status 3 and is no longer followed', () => {
    const statuses = of('match_status').map((e) => e.event.status)
    expect(statuses[0]).toBe(1)
    expect(statuses.slice(-2)).toEqual([4, 3])
    expect(simulator.trackedCount).toBe(0)
  })

  it('stops betting just before each goal and reopens after it', () => {
    for (const goal of goals) {
      const goalAt = START + elapsedAt('football', goal.atFraction)
      const stop = of('bet_stop').find((e) => e.at >= goalAt - BET_STOP_LEAD_MS && e.at <= goalAt)
      expect(stop).toBeDefined()
      const reopened = of('odds_change').find(
        (e) => e.at > goalAt && e.event.markets.some((m) => m.status === 1),
      )
      expect(reopened).toBeDefined()
      expect((reopened?.at ?? 0) - goalAt).toBeLessThan(30_000)
    }
  })

  it('stops the clock at half-time, still live (status 1), then plays on', () => {
    const statuses = of('match_status').map((e) => e.event.status)
    expect(statuses.slice(0, 1)).toEqual([1])
    expect(statuses).not.toContain(2)
    const halfTime = of('match_status').find((e) => e.event.statistics?.clock?.stopped)
    expect(halfTime?.event.status).toBe(1)
    expect(halfTime?.event.statistics?.clock?.match_time).toBe('45:00')
    const after = of('match_status').filter((e) => e.at > (halfTime?.at ?? 0))
    expect(after.some((e) => e.event.status === 1 && !e.event.statistics?.clock?.stopped)).toBe(
      true,
    )
  })

  it('sends the match clock once a minute of play between scores', () => {
    const clocks = of('match_status')
      .filter((e) => e.at < START + 40 * MINUTE)
      .map((e) => e.event.statistics?.clock?.match_time)
    expect(clocks.slice(0, 4)).toEqual(['00:00', '01:00', '02:00', '03:00'])
    // Every minute of the clock once (the goal's update may repeat its minute), none skipped.
    const minutes = [...new Set(clocks)].map((clock) => Number(clock?.slice(0, 2)))
    expect(minutes).toEqual(minutes.map((_, i) => i))
    expect(clocks.length).toBeLessThanOrEqual(minutes.length + 1)
  })

  it('announces the score and the next bet stop', () => {
    const scores = of('match_status').map((e) => e.event.statistics?.total_score)
    expect(scores).toContainEqual({ home: 1, away: 0 })
    expect(scores).toContainEqual({ home: 1, away: 1 })
    const early = of('odds_change').find((e) => e.at < START + 10 * MINUTE)
    expect(early?.event.nextBetStop).toBe(
      new Date(START + elapsedAt('football', 20 / 90) - BET_STOP_LEAD_MS).toISOString(),
    )
  })

  it('moves prices as the clock runs and resolves every outcome of every market at the end', () => {
    expect(of('odds_change').length).toBeGreaterThan(100)
    const [result] = of('result')
    expect(result?.event.result).toEqual({ home: 1, away: 1, halfTime: { home: 1, away: 0 } })
    const definitions = setup('m1', 'football', goals).definitions
    expect(result?.event.outcomes).toHaveLength(
      definitions.reduce((n, d) => n + d.outcomeIds.length, 0),
    )
    const draw = result?.event.outcomes.find((o) => o.marketId === '1' && o.outcomeId === '2')
    expect(draw?.result).toBe('win')
    expect(
      result?.event.outcomes.find((o) => o.marketId === '41' && o.outcomeId === '1:1')?.result,
    ).toBe('win')
  })
})

describe('a live tennis match', () => {
  const random = seededRandom(5)
  const plan = planMatch(random, 'tennis', 0.3)
  const simulator = new FeedSimulator({ seed: 1, speed: 1, startMs: START, providers: [] })
  simulator.track(setup('t1', 'tennis', plan, 0.3))
  const events = run(simulator, START, START + elapsedAt('tennis', 1) + 5000)
  const statuses = events.flatMap((e) =>
    e.event.type === 'match_status' && e.event.statistics ? [{ at: e.at, ...e.event }] : [],
  )
  const firstSetEnd = START + elapsedAt('tennis', plan.find((p) => p.units === 1)?.atFraction ?? 1)

  it('is played point by point, with the game score and the server as they are called', () => {
    expect(plan.length).toBeGreaterThan(100)
    const calls = new Set(statuses.map((s) => s.statistics?.game_score?.home))
    for (const call of ['0', '15', '30', '40']) expect(calls).toContain(call)
    const servers = statuses.map((s) => s.statistics?.current_server)
    expect(new Set(servers)).toEqual(new Set(['home', 'away']))
    const final = statuses.find((s) => s.status === 4)?.statistics
    const sets = final?.period_score ?? []
    expect(sets.length).toBe((final?.total_score?.home ?? 0) + (final?.total_score?.away ?? 0))
    for (const set of sets)
      expect(Math.max(set.home_score, set.away_score)).toBeGreaterThanOrEqual(6)
  })

  it('re-prices the match winner within the first set, not only when a set ends', () => {
    const winnerPrices = events.filter(
      (e) =>
        e.at < firstSetEnd &&
        e.event.type === 'odds_change' &&
        e.event.markets.some((m) => m.marketId === '186' && m.outcomes.length > 0),
    )
    expect(winnerPrices.length).toBeGreaterThan(20)
  })

  it('stops betting before each set point that wins a set', () => {
    const stops = events.filter((e) => e.event.type === 'bet_stop').map((e) => e.at)
    expect(stops.some((at) => at < firstSetEnd && at >= firstSetEnd - BET_STOP_LEAD_MS)).toBe(true)
  })
})

describe('the simulator', () => {
  const models: SportModel[] = [
    'football',
    'tennis',
    'basketball',
    'iceHockey',
    'volleyball',
    'cricket',
    'tableTennis',
    'esports',
  ]

  function simulatorWith(seed: number, count: number) {
    const simulator = new FeedSimulator({
      seed,
      speed: 1,
      startMs: START,
      providers: ['betradar', 'oddin'],
    })
    for (let i = 0; i < count; i += 1) {
      const model = models[i % models.length] ?? 'football'
      const random = simulator.randomFor(`m${i}`)
      const strength = random.next() * 2 - 1
      simulator.track(
        setup(
          `m${i}`,
          model,
          planMatch(random, model, strength),
          strength,
          START - (i % 30) * MINUTE,
        ),
      )
    }
    return simulator
  }

  it('is deterministic from its seed', () => {
    const a = run(simulatorWith(9, 8), START, START + 5 * MINUTE, 5000)
    const b = run(simulatorWith(9, 8), START, START + 5 * MINUTE, 5000)
    expect(b).toEqual(a)
    expect(a.length).toBeGreaterThan(0)
  })

  it('has 40+ live matches from the first minute and changes 200+ outcome prices a second (default load)', () => {
    const catalogue = generateCatalogue({ seed: 1, now: new Date(START).toISOString() })
    const simulator = new FeedSimulator({ seed: 1, speed: 1, startMs: START, providers: [] })
    for (const match of catalogue.matches.filter(
      (m) => m.type === 'match' && Date.parse(m.startTime) <= START + 60_000,
    )) {
      const stored = {
        id: match.id,
        provider: match.provider,
        sportKey: catalogue.sports.find((s) => s.id === match.sportId)?.key ?? '',
        startTime: match.startTime,
        markets: catalogue.markets.filter((m) => m.matchId === match.id),
      }
      const prepared = setupFromStoredMatch(stored, simulator.randomFor(match.id))
      if (prepared) simulator.track(prepared)
    }
    expect(simulator.trackedCount).toBeGreaterThanOrEqual(40)
    const events = run(simulator, START, START + 60_000)
    const changes = events.reduce(
      (n, { event }) =>
        n +
        (event.type === 'odds_change'
          ? event.markets.reduce((k, m) => k + m.outcomes.length, 0)
          : 0),
      0,
    )
    expect(changes / 60).toBeGreaterThanOrEqual(200)
  })

  it('plays every sport to a result with every outcome settled', () => {
    const simulator = simulatorWith(5, 16)
    const events = run(simulator, START, START + 4 * 60 * MINUTE, 30_000)
    const results = events.filter((e) => e.event.type === 'result')
    expect(results).toHaveLength(16)
    expect(simulator.trackedCount).toBe(0)
  })

  it('takes providers down for half a minute now and then', () => {
    const simulator = new FeedSimulator({
      seed: 3,
      speed: 1,
      startMs: START,
      providers: ['betradar', 'oddin', 'betconstruct'],
    })
    const events = run(simulator, START, START + 24 * 60 * MINUTE, 10_000).map((e) => e.event)
    const down = events.filter((e) => e.type === 'provider_status' && !e.active)
    const up = events.filter((e) => e.type === 'provider_status' && e.active)
    expect(down.length).toBeGreaterThan(0)
    expect(up.length).toBe(down.length)
  })

  it('runs simulated time faster at a higher speed', () => {
    const simulator = new FeedSimulator({ seed: 1, speed: 10, startMs: START, providers: [] })
    expect(simulator.simulatedNow(START + 1000)).toBe(START + 10_000)
  })

  it.each(models)('reads the strength of a %s match back from its price', (model) => {
    const pHome = probabilityOf(distributionsFor(model, 0.6).main, (s) => s.home > s.away)
    expect(inferStrength(model, pHome)).toBeCloseTo(0.6, 2)
  })
})

describe('a best-of match', () => {
  it('finishes as soon as it is decided: 2:0 of three maps does not play the third', () => {
    const maps: ScoringEvent[] = [
      { atFraction: 1 / 3, side: 'home', units: 1, dangerous: true },
      { atFraction: 2 / 3, side: 'home', units: 1, dangerous: true },
    ]
    const simulator = new FeedSimulator({ seed: 1, speed: 1, startMs: START, providers: [] })
    simulator.track(setup('e1', 'esports', maps))
    const events = run(simulator, START, START + elapsedAt('esports', 1), 10_000)
    const finished = events.find((e) => e.event.type === 'match_status' && e.event.status === 4)
    expect(finished?.at).toBeLessThan(START + elapsedAt('esports', 2 / 3) + 20_000)
    const result = events.find((e) => e.event.type === 'result')
    expect(result?.event.type === 'result' && result.event.result).toMatchObject({
      home: 2,
      away: 0,
    })
  })
})

describe('football stoppage time', () => {
  it('plays on past 90:00 with the stoppage time on the clock, then ends', () => {
    const simulator = new FeedSimulator({ seed: 2, speed: 1, startMs: START, providers: [] })
    simulator.track({ ...setup('m-stoppage', 'football', []), stoppageMinutes: 3 })
    const events = run(simulator, START, START + elapsedAt('football', 1) + 5 * MINUTE, 30_000)
    const clocks = events.flatMap(({ at, event }) =>
      event.type === 'match_status' && event.statistics?.clock
        ? [{ at, status: event.status, clock: event.statistics.clock }]
        : [],
    )
    const inStoppage = clocks.filter((c) => c.clock.stoppage_time !== null && c.status === 1)
    expect(inStoppage.map((c) => c.clock.stoppage_time)).toEqual(['01:00', '02:00'])
    expect(inStoppage.every((c) => c.clock.match_time === '90:00')).toBe(true)
    const finished = clocks.find((c) => c.status === 4)
    expect(finished?.at).toBe(START + elapsedAt('football', 1) + 3 * MINUTE)
  })
})
