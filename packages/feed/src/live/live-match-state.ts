import { EVENT_STATUS, type EventStatus, type MarketStatus } from '@sportsbook/domain'
import type { SportModel } from '../fixtures/sport-definitions'
import type { OutcomeResult } from '../pricing/results'
import type { MarketDefinition } from '../pricing/sport-markets'
import { TENNIS_START, type TennisScore } from '../pricing/tennis-score'
import { PERIODS, type ScoringEvent } from './live-plan'

// A live match's setup and state as the simulator advances it, and the timings of its bet stops.

export const SECOND = 1000
export const MINUTE = 60 * SECOND
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
