import type { SportModel } from '../fixtures/sport-definitions'
import type { MatchStatistics, PeriodScore } from '../fixtures/types'
import { gameScore, isDecided, tennisServer } from '../pricing/tennis-score'
import { PERIODS, type ScoringEvent } from './live-plan'
import { MINUTE, SECOND, type LiveMatchSetup, type LiveMatchState } from './live-match-state'

// What a live match shows between prices: its clock, score by period and statistics.

export const key = (d: { marketId: string; specifier: string }) => `${d.marketId}|${d.specifier}`
const mmss = (ms: number) =>
  `${String(Math.floor(ms / MINUTE)).padStart(2, '0')}:${String(Math.floor((ms % MINUTE) / SECOND)).padStart(2, '0')}`

export const isClocked = (model: SportModel) =>
  model === 'football' || model === 'basketball' || model === 'iceHockey'

/** Minutes of regulation time on the match clock. */
const clockMinutes = (model: SportModel) =>
  model === 'football' ? 90 : model === 'basketball' ? 48 : 60

/** Playing time on the match clock at `fraction` of play; stoppage time runs past its end. */
export const clockElapsedMs = (model: SportModel, fraction: number) =>
  fraction * clockMinutes(model) * MINUTE

/** Share of play at which the match ends: 1, and later by football's stoppage time. */
export const endFraction = (setup: LiveMatchSetup) => 1 + (setup.stoppageMinutes ?? 0) / 90

/**
 * A best-of contest (sets, games, maps) is over once a side has won enough of them: its plan
 * ends there, so a match at 2:0 of three maps finishes instead of playing out the third.
 */
export const BEST_OF_MODELS: ReadonlySet<SportModel> = new Set([
  'tennis',
  'volleyball',
  'tableTennis',
  'esports',
])

export function statistics(
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

export function addScore(
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
