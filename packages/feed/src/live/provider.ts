import type { EventStatus, Fraction, MarketStatus } from '@sportsbook/domain'
import type { MatchStatistics } from '../fixtures/types'
import type { MatchResult, OutcomeResult } from '../pricing/results'

export type OutcomeUpdate = {
  readonly id: string
  readonly oddsMillis: number
  readonly active: boolean
}
export type MarketUpdate = {
  readonly marketId: string
  readonly specifier: string
  readonly status: MarketStatus
  /** Only the outcomes whose price or activity changed. */
  readonly outcomes: readonly OutcomeUpdate[]
}
export type SettledOutcome = {
  readonly marketId: string
  readonly specifier: string
  readonly outcomeId: string
  readonly result: OutcomeResult
  /** A dead heat: the part of the stake that wins (absent for an ordinary result). */
  readonly deadHeat?: Fraction
}
/** A market a correction names, by id and specifier. */
export type MarketRef = { readonly marketId: string; readonly specifier: string }
/** Bets placed in [from, to) (ISO instants; an open end is unbounded). */
export type PlacedWindow = { readonly from: string | null; readonly to: string | null }

/**
 * What a provider tells a sportsbook, as Betradar's, Oddin's and BetConstruct's feeds do:
 * price changes, bet stops around dangerous moments, match status and score changes, results
 * of outcomes as soon as the score decides them and of every outcome once a match is over, and the provider itself going down and coming back.
 */
export type FeedEvent =
  | {
      readonly type: 'odds_change'
      readonly provider: string
      readonly matchId: string
      readonly markets: readonly MarketUpdate[]
      /** When the next bet stop is expected (ISO), if one is. */
      readonly nextBetStop: string | null
    }
  | {
      readonly type: 'bet_stop'
      readonly provider: string
      readonly matchId: string
      readonly reason: string
    }
  | {
      readonly type: 'match_status'
      readonly provider: string
      readonly matchId: string
      readonly status: EventStatus
      readonly statistics: MatchStatistics | null
    }
  | {
      readonly type: 'result'
      readonly provider: string
      readonly matchId: string
      readonly result: MatchResult
      readonly outcomes: readonly SettledOutcome[]
    }
  | {
      /** Outcomes the score has already decided, settled before the match ends. */
      readonly type: 'outcomes_settled'
      readonly provider: string
      readonly matchId: string
      readonly outcomes: readonly SettledOutcome[]
      /**
       * False when only live scouts saw it (UOF certainty 1): settled only where the operator
       * allows it (SETTLE_ON_UNCONFIRMED). Absent means confirmed.
       */
      readonly confirmed?: boolean
    }
  | {
      /** Void the bets placed inside the window on these markets (none named: every market). */
      readonly type: 'bet_cancel'
      readonly provider: string
      readonly matchId: string
      readonly markets: readonly MarketRef[]
      readonly window: PlacedWindow
    }
  | {
      /** A cancel sent in error: the bets it voided stand again. */
      readonly type: 'rollback_bet_cancel'
      readonly provider: string
      readonly matchId: string
      readonly markets: readonly MarketRef[]
      readonly window: PlacedWindow
    }
  | {
      /** A settlement sent in error: these markets' results are withdrawn and their bets reopen. */
      readonly type: 'rollback_bet_settlement'
      readonly provider: string
      readonly matchId: string
      readonly markets: readonly MarketRef[]
    }
  | { readonly type: 'provider_status'; readonly provider: string; readonly active: boolean }

/**
 * What a real provider adapter implements: start delivering events to a listener; the
 * returned function stops it. The simulator implements it; a Betradar UOF or Oddin adapter
 * would translate its messages into the same events.
 */
export interface ProviderAdapter {
  readonly providers: readonly string[]
  start(listener: (event: FeedEvent) => void): () => void
}
