import {
  EVENT_STATUS,
  MARKET_STATUS,
  MAX_ODDS_MILLIS,
  type EventStatus,
  type MarketStatus,
} from '@sportsbook/domain'
import type { SportModel } from '../fixtures/sport-definitions'
import type { MatchStatistics, PeriodScore } from '../fixtures/types'
import { decidedResult, scoresFrom, type ReachableScores } from '../pricing/decided'
import { distributionsFor } from '../pricing/model-state'
import { priceWithMargin } from '../pricing/probability'
import { resolveOutcome, type MatchResult, type OutcomeResult } from '../pricing/results'
import { liveMarkets, type MarketDefinition } from '../pricing/sport-markets'
import {
  TENNIS_START,
  gameScore,
  isDecided,
  tennisServer,
  type TennisScore,
} from '../pricing/tennis-score'
import { PERIODS, elapsedAt, playAt, type ScoringEvent } from './live-plan'
import type { FeedEvent, MarketUpdate, SettledOutcome } from './provider'

const SECOND = 1000
const MINUTE = 60 * SECOND
/** Markets stop this long before a dangerous moment and reopen this long after it. */
export const BET_STOP_LEAD_MS = 15 * SECOND
export const BET_STOP_AFTER_MS = 10 * SECOND
/** Results are confirmed and the match closed (status 3) this long after it ended. */
export const CLOSE_AFTER_MS = 5 * MINUTE

export type LiveMatchSetup = {
  readonly id: string
  readonly provider: string
  readonly model: SportModel
  readonly strength: number
  readonly startMs: number
  readonly definitions: readonly MarketDefinition[]
  readonly plan: readonly ScoringEvent[]
  readonly marginBp: number
  /** Not covered live (status 5): markets stay stopped until the result. */
  readonly notCovered: boolean
  /** Football: minutes of stoppage time added to the second half (none when absent). */
  readonly stoppageMinutes?: number
}

type Score = { home: number; away: number }

export type LiveMatchState = {
  readonly status: EventStatus
  readonly applied: number
  readonly units: Score
  readonly firstHalf: Score
  /** Tennis: the whole score down to the point (null for other sports). */
  readonly tennis: TennisScore | null
  readonly periods: readonly Score[]
  readonly stoppedUntilMs: number | null
  /** At a break (football's half-time): still live (status 1), the clock stopped. */
  readonly onBreak: boolean
  /** Current odds, status and outcomes on sale per `marketId|specifier`, to send only what changed. */
  readonly prices: ReadonlyMap<
    string,
    {
      readonly status: MarketStatus
      readonly odds: readonly number[]
      readonly active: readonly boolean[]
    }
  >
  /** Results already certain per `marketId|specifier|outcomeId`: settled early, never sold again. */
  readonly decided: ReadonlyMap<string, OutcomeResult>
  /** The score the decided results were last worked out for. */
  readonly decidedAt: string | null
  /** The match-clock minute last sent, so the clock goes out once a minute between scores. */
  readonly clockMinute: number | null
  /** The result is out (status 4). */
  readonly finished: boolean
  readonly endedAtMs: number | null
  /** Results confirmed (status 3): nothing more will come. */
  readonly closed: boolean
}

export function initialLiveState(setup: LiveMatchSetup): LiveMatchState {
  return {
    status: EVENT_STATUS.prematch,
    applied: 0,
    units: { home: 0, away: 0 },
    firstHalf: { home: 0, away: 0 },
    tennis: setup.model === 'tennis' ? TENNIS_START : null,
    periods: Array.from({ length: PERIODS[setup.model].count }, () => ({ home: 0, away: 0 })),
    stoppedUntilMs: null,
    onBreak: false,
    prices: new Map(),
    decided: new Map(),
    decidedAt: null,
    clockMinute: null,
    finished: false,
    endedAtMs: null,
    closed: false,
  }
}

const key = (d: { marketId: string; specifier: string }) => `${d.marketId}|${d.specifier}`
const mmss = (ms: number) =>
  `${String(Math.floor(ms / MINUTE)).padStart(2, '0')}:${String(Math.floor((ms % MINUTE) / SECOND)).padStart(2, '0')}`

const isClocked = (model: SportModel) =>
  model === 'football' || model === 'basketball' || model === 'iceHockey'

/** Minutes of regulation time on the match clock. */
const clockMinutes = (model: SportModel) =>
  model === 'football' ? 90 : model === 'basketball' ? 48 : 60

/** Playing time on the match clock at `fraction` of play; stoppage time runs past its end. */
const clockElapsedMs = (model: SportModel, fraction: number) =>
  fraction * clockMinutes(model) * MINUTE

/** Share of play at which the match ends: 1, and later by football's stoppage time. */
const endFraction = (setup: LiveMatchSetup) => 1 + (setup.stoppageMinutes ?? 0) / 90

/**
 * A best-of contest (sets, games, maps) is over once a side has won enough of them: its plan
 * ends there, so a match at 2:0 of three maps finishes instead of playing out the third.
 */
const BEST_OF_MODELS: ReadonlySet<SportModel> = new Set([
  'tennis',
  'volleyball',
  'tableTennis',
  'esports',
])

function statistics(
  setup: LiveMatchSetup,
  state: LiveMatchState,
  fraction: number,
): MatchStatistics {
  const { model } = setup
  const periods = PERIODS[model]
  const played = state.tennis
    ? state.tennis.sets.home + state.tennis.sets.away + (isDecided(state.tennis) ? 0 : 1)
    : Math.min(periods.count, Math.floor(fraction * periods.count) + 1)
  const periodScore: PeriodScore[] = state.periods.slice(0, played).map((score, i) => ({
    period_key: `${periods.type}_${i + 1}`,
    name: `${i + 1}. ${periods.name}`,
    number: i + 1,
    type: periods.type,
    home_score: score.home,
    away_score: score.away,
  }))
  const regulationMs = clockMinutes(model) * MINUTE
  const elapsed = Math.min(regulationMs, clockElapsedMs(model, fraction))
  const clocked = isClocked(model)
  return {
    clock: clocked
      ? {
          match_time: mmss(elapsed),
          stoppage_time:
            model === 'football' && fraction > 1
              ? mmss(clockElapsedMs(model, fraction) - regulationMs)
              : null,
          remaining_time: model === 'basketball' ? mmss(regulationMs - elapsed) : null,
          // The match clock runs through bet stops; it stops at breaks.
          stopped: state.onBreak,
        }
      : null,
    total_score: { ...state.units },
    game_score: state.tennis ? gameScore(state.tennis) : null,
    period_score: periodScore,
    current_server: state.tennis
      ? tennisServer(state.tennis)
      : model === 'tableTennis' || model === 'volleyball'
        ? state.applied % 2 === 0
          ? 'home'
          : 'away'
        : null,
    max_period_number: periods.count,
  }
}

function addScore(
  state: LiveMatchState,
  setup: LiveMatchSetup,
  event: ScoringEvent,
): LiveMatchState {
  const units = { ...state.units, [event.side]: state.units[event.side] + event.units }
  const firstHalf = setup.model === 'football' && event.atFraction <= 0.5 ? units : state.firstHalf
  if (event.tennis) {
    const { set, setGames, score } = event.tennis
    const periods = state.periods.map((p, i) => (i === set ? setGames : p))
    return { ...state, units, periods, tennis: score, applied: state.applied + 1 }
  }
  const periodIndex = Math.min(
    state.periods.length - 1,
    Math.floor((event.atFraction - 1e-9) * state.periods.length),
  )
  const periods = state.periods.map((p, i) =>
    i !== periodIndex ? p : { ...p, [event.side]: p[event.side] + event.units },
  )
  return { ...state, units, firstHalf, periods, applied: state.applied + 1 }
}

/** The match's state as pricing reads it. */
function modelState(setup: LiveMatchSetup, state: LiveMatchState, fraction: number) {
  const end = endFraction(setup)
  return {
    // Stoppage time is play too: the share left runs to the end of it.
    remaining: Math.max(0, end - fraction) / end,
    units: state.units,
    firstHalf: fraction < 0.5 ? state.firstHalf : undefined,
    firstHalfLeft: Math.max(0, 0.5 - fraction) / 0.5,
    games: state.tennis?.games,
    setGames: state.tennis?.setGames,
    points: state.tennis?.points,
  }
}

/** The final scores the match can still end on, per score its markets are settled on. */
function reachableScores(
  setup: LiveMatchSetup,
  state: LiveMatchState,
  fraction: number,
): ReachableScores {
  switch (setup.model) {
    case 'football':
      return {
        main: scoresFrom(state.units),
        halfTime: fraction >= 0.5 ? [state.firstHalf] : scoresFrom(state.firstHalf),
      }
    case 'iceHockey':
    case 'basketball':
    case 'cricket':
      return { main: scoresFrom(state.units) }
    case 'tennis':
    case 'volleyball':
    case 'tableTennis':
    case 'esports': {
      // A best-of contest ends within so many sets, maps or games: its distributions list
      // every score it can still end on.
      const d = distributionsFor(setup.model, setup.strength, modelState(setup, state, fraction))
      return { main: d.main, ...(d.games ? { games: d.games } : {}) }
    }
  }
}

/**
 * Outcomes the score has decided since the last look (a total passed, a correct score out
 * of reach, a set winner known), worked out again only when the score moved.
 */
function decide(
  setup: LiveMatchSetup,
  state: LiveMatchState,
  fraction: number,
): { state: LiveMatchState; settled: SettledOutcome[] } {
  const at = JSON.stringify([state.units, fraction >= 0.5 && state.firstHalf, state.tennis])
  if (at === state.decidedAt) return { state, settled: [] }
  const reachable = reachableScores(setup, state, fraction)
  const decided = new Map(state.decided)
  const settled: SettledOutcome[] = []
  for (const { marketId, specifier, outcomeIds } of setup.definitions)
    for (const outcomeId of outcomeIds) {
      const id = `${marketId}|${specifier}|${outcomeId}`
      if (decided.has(id)) continue
      const result = decidedResult(marketId, specifier, outcomeId, reachable)
      if (result === undefined) continue
      decided.set(id, result)
      settled.push({ marketId, specifier, outcomeId, result })
    }
  return { state: { ...state, decided, decidedAt: at }, settled }
}

/**
 * Prices the match for its state; emits only markets whose odds, status or outcomes on sale
 * changed. An outcome is off sale once its result is decided, and while its price is at the
 * cap (its chance is gone in all but name); a market whose every outcome is decided is settled.
 */
function reprice(
  setup: LiveMatchSetup,
  state: LiveMatchState,
  fraction: number,
  stopped: boolean,
): { state: LiveMatchState; markets: MarketUpdate[] } {
  const lines = liveMarkets(
    setup.model,
    setup.strength,
    modelState(setup, state, fraction),
    setup.definitions,
  )
  const priced = new Map(
    lines.map((line) => [key(line), priceWithMargin(line.probabilities, setup.marginBp)]),
  )
  const prices = new Map(state.prices)
  const markets: MarketUpdate[] = []
  for (const definition of setup.definitions) {
    const odds = priced.get(key(definition))
    const before = state.prices.get(key(definition))
    const next = odds ?? before?.odds ?? []
    const decided = definition.outcomeIds.map((id) => state.decided.has(`${key(definition)}|${id}`))
    const open = decided.map((done, i) => !done && (next[i] ?? MAX_ODDS_MILLIS) < MAX_ODDS_MILLIS)
    const status = decided.every(Boolean)
      ? MARKET_STATUS.settled
      : stopped || !odds
        ? MARKET_STATUS.suspended
        : MARKET_STATUS.open
    const outcomes = definition.outcomeIds.flatMap((id, i) => {
      const price = next[i]
      const active = open[i] ?? false
      const changed = !before || price !== before.odds[i] || active !== before.active[i]
      return price !== undefined && changed ? [{ id, oddsMillis: price, active }] : []
    })
    if (outcomes.length > 0 || before?.status !== status) {
      markets.push({
        marketId: definition.marketId,
        specifier: definition.specifier,
        status,
        outcomes,
      })
      prices.set(key(definition), { status, odds: next, active: open })
    }
  }
  return { state: { ...state, prices }, markets }
}

function result(setup: LiveMatchSetup, state: LiveMatchState): MatchResult {
  return {
    home: state.units.home,
    away: state.units.away,
    ...(setup.model === 'football' ? { halfTime: state.firstHalf } : {}),
    ...(state.tennis ? { games: state.tennis.games } : {}),
  }
}

/**
 * Moves a live match to `nowMs`: kick-off, bet stops before dangerous moments, scores as they
 * happen, re-pricing from the new state, and at the end the result of every outcome.
 * Returns the new state and the events a provider would send.
 */
export function advanceMatch(
  setup: LiveMatchSetup,
  state: LiveMatchState,
  nowMs: number,
): { state: LiveMatchState; events: FeedEvent[] } {
  if (state.closed || nowMs < setup.startMs) return { state, events: [] }
  if (state.finished) {
    if (nowMs < (state.endedAtMs ?? nowMs) + CLOSE_AFTER_MS) return { state, events: [] }
    const closing: FeedEvent = {
      type: 'match_status',
      provider: setup.provider,
      matchId: setup.id,
      status: EVENT_STATUS.closed,
      statistics: statistics(setup, state, 1),
    }
    return { state: { ...state, status: EVENT_STATUS.closed, closed: true }, events: [closing] }
  }
  const { id: matchId, provider } = setup
  const events: FeedEvent[] = []
  const { fraction, onBreak } = playAt(setup.model, nowMs - setup.startMs)
  let next = state

  if (next.status === EVENT_STATUS.prematch) {
    next = {
      ...next,
      status: setup.notCovered ? EVENT_STATUS.notCovered : EVENT_STATUS.live,
      clockMinute: isClocked(setup.model) ? 0 : null,
    }
    events.push({
      type: 'match_status',
      provider,
      matchId,
      status: next.status,
      statistics: statistics(setup, next, 0),
    })
  }

  // Half-time is still live (status 1, as a real feed has it) with the clock stopped; status 2
  // is for play stopped by something else (docs/decisions/138).
  const playStatus = setup.notCovered ? EVENT_STATUS.notCovered : EVENT_STATUS.live
  const end = endFraction(setup)
  const statusChanged = (next.status !== playStatus || next.onBreak !== onBreak) && fraction < end
  if (statusChanged) next = { ...next, status: playStatus, onBreak }

  let scored = false
  for (let i = next.applied; i < setup.plan.length; i += 1) {
    const event = setup.plan[i]
    if (!event || event.atFraction > fraction) break
    next = {
      ...addScore(next, setup, event),
      stoppedUntilMs: event.dangerous ? nowMs + BET_STOP_AFTER_MS : next.stoppedUntilMs,
    }
    scored = true
  }

  const decided =
    BEST_OF_MODELS.has(setup.model) && setup.plan.length > 0 && next.applied >= setup.plan.length
  if (fraction >= end || decided) {
    const final = result(setup, next)
    events.push({
      type: 'match_status',
      provider,
      matchId,
      status: EVENT_STATUS.finished,
      statistics: statistics(setup, next, Math.max(1, Math.min(fraction, end))),
    })
    events.push({
      type: 'result',
      provider,
      matchId,
      result: final,
      outcomes: setup.definitions.flatMap((d) =>
        d.outcomeIds.map((outcomeId) => ({
          marketId: d.marketId,
          specifier: d.specifier,
          outcomeId,
          result: resolveOutcome(d.marketId, d.specifier, outcomeId, final),
        })),
      ),
    })
    return {
      state: { ...next, status: EVENT_STATUS.finished, finished: true, endedAtMs: nowMs },
      events,
    }
  }

  const upcoming = setup.plan[next.applied]
  const dangerAt = upcoming?.dangerous
    ? setup.startMs + elapsedAt(setup.model, upcoming.atFraction) - BET_STOP_LEAD_MS
    : null
  const inDanger = dangerAt !== null && nowMs >= dangerAt
  if (next.stoppedUntilMs !== null && nowMs >= next.stoppedUntilMs && !inDanger)
    next = { ...next, stoppedUntilMs: null }
  const stopped = setup.notCovered || inDanger || next.stoppedUntilMs !== null
  const wasOpen = [...state.prices.values()].some((p) => p.status === MARKET_STATUS.open)
  if (stopped && wasOpen)
    events.push({
      type: 'bet_stop',
      provider,
      matchId,
      reason: inDanger ? 'dangerous moment' : 'score change',
    })
  const clockMinute = isClocked(setup.model)
    ? Math.floor(clockElapsedMs(setup.model, fraction) / MINUTE)
    : null
  if (scored || statusChanged || clockMinute !== next.clockMinute) {
    next = { ...next, clockMinute }
    events.push({
      type: 'match_status',
      provider,
      matchId,
      status: next.status,
      statistics: statistics(setup, next, fraction),
    })
  }

  const decidedNow = decide(setup, next, fraction)
  const priced = reprice(setup, decidedNow.state, fraction, stopped)
  next = priced.state
  if (priced.markets.length > 0) {
    events.push({
      type: 'odds_change',
      provider,
      matchId,
      markets: priced.markets,
      nextBetStop: dangerAt !== null && dangerAt > nowMs ? new Date(dangerAt).toISOString() : null,
    })
  }
  // Settled as soon as they are certain, as a real feed does; the result at the end agrees.
  if (decidedNow.settled.length > 0)
    events.push({ type: 'outcomes_settled', provider, matchId, outcomes: decidedNow.settled })
  return { state: next, events }
}
