import { EVENT_STATUS, MARKET_STATUS, MAX_ODDS_MILLIS } from '@sportsbook/domain'
import { decidedResult, scoresFrom, type ReachableScores } from '../pricing/decided'
import { distributionsFor } from '../pricing/model-state'
import { priceWithMargin } from '../pricing/probability'
import { resolveOutcome, type MatchResult } from '../pricing/results'
import { liveMarkets } from '../pricing/sport-markets'
import { elapsedAt, playAt } from './live-plan'
import type { FeedEvent, MarketUpdate, SettledOutcome } from './provider'
import {
  BET_STOP_AFTER_MS,
  BET_STOP_LEAD_MS,
  CLOSE_AFTER_MS,
  MINUTE,
  type LiveMatchSetup,
  type LiveMatchState,
} from './live-match-state'
import {
  BEST_OF_MODELS,
  addScore,
  clockElapsedMs,
  endFraction,
  isClocked,
  key,
  statistics,
} from './live-scoreboard'

export {
  BET_STOP_AFTER_MS,
  BET_STOP_LEAD_MS,
  CLOSE_AFTER_MS,
  initialLiveState,
  type LiveMatchSetup,
  type LiveMatchState,
} from './live-match-state'

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
  // is for play stopped by something else (docs/decisions/web.md#138).
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
