import { EVENT_STATUS, selectionResultOf, type EventStatus } from '@sportsbook/domain'
import type {
  FeedEvent,
  MarketRef,
  MarketUpdate,
  MatchStatistics,
  PlacedWindow,
  SettledOutcome,
} from '@sportsbook/feed'
import { mapUofMarket, type UnmappedReason } from './market-mapping'
import type { UofMessage, UofMessageOf } from './messages'

// A UOF message as the feed events the api already applies (issue 40). Which of our matches an
// event URN names is the caller's to know (the catalogue holds each match's URN).

/** Our match and its provider for an event URN, or undefined for an event we do not list. */
export type MatchResolver = (
  eventUrn: string,
) => { readonly matchId: string; readonly provider: string } | undefined

export type Skipped =
  | { readonly reason: UnmappedReason; readonly marketId: string; readonly detail: string }
  | { readonly reason: 'unknownEvent' | 'unsettledVoidFactor'; readonly detail: string }

export type Translation = {
  readonly events: FeedEvent[]
  /** What was left out, for the operator's report (the rest of the message still applies). */
  readonly skipped: Skipped[]
}

/**
 * UOF sport event statuses as ours: not started, live and suspended alike; ended finishes the
 * match and closed (results confirmed) closes it; delayed, interrupted and postponed stop it
 * for now; cancelled and abandoned close it.
 */
const EVENT_STATUSES: Readonly<Record<number, EventStatus>> = {
  0: EVENT_STATUS.prematch,
  1: EVENT_STATUS.live,
  2: EVENT_STATUS.stopped,
  3: EVENT_STATUS.finished,
  4: EVENT_STATUS.closed,
  5: EVENT_STATUS.closed,
  6: EVENT_STATUS.stopped,
  7: EVENT_STATUS.stopped,
  8: EVENT_STATUS.stopped,
  9: EVENT_STATUS.closed,
}

type SportEventStatus = NonNullable<UofMessageOf<'odds_change'>['status']>

function statisticsOf(status: SportEventStatus): MatchStatistics {
  const score = (value: string | undefined) => (value === undefined ? undefined : Number(value))
  const home = score(status.homeScore)
  const away = score(status.awayScore)
  return {
    clock: status.clock
      ? {
          match_time: status.clock.matchTime ?? null,
          stoppage_time: status.clock.stoppageTime ?? null,
          remaining_time: status.clock.remainingTime ?? null,
          stopped: status.clock.stopped ?? false,
        }
      : null,
    total_score: home !== undefined && away !== undefined ? { home, away } : null,
    game_score: null,
    period_score: status.periodScores.map((p) => ({
      period_key: String(p.number),
      name: String(p.number),
      number: p.number,
      type: 'regular_period',
      home_score: Number(p.homeScore),
      away_score: Number(p.awayScore),
    })),
    current_server: null,
    max_period_number: status.periodScores.length,
  }
}

const isoOf = (ms: number | undefined): string | null =>
  ms === undefined ? null : new Date(ms).toISOString()

/** Translates one parsed UOF message; `alive` and `snapshot_complete` are the health's, not events. */
export function translateUofMessage(message: UofMessage, resolve: MatchResolver): Translation {
  const skipped: Skipped[] = []
  if (message.type === 'alive' || message.type === 'snapshot_complete')
    return { events: [], skipped }
  const match = resolve(message.eventId)
  if (!match) return { events: [], skipped: [{ reason: 'unknownEvent', detail: message.eventId }] }
  const { matchId, provider } = match

  /** Our market for a UOF one, or undefined (counted) when the catalogue does not take it. */
  const mapped = (market: {
    id: number
    specifiers: { raw: string; values: Readonly<Record<string, string>> }
    outcomes?: readonly { id: string }[]
  }): MarketRef | undefined => {
    const mapping = mapUofMarket({ ...market, outcomes: market.outcomes ?? [] })
    if (mapping.ok) return mapping.market
    skipped.push({ reason: mapping.reason, marketId: String(market.id), detail: mapping.detail })
    return undefined
  }
  const refs = (markets: readonly Parameters<typeof mapped>[0][]): MarketRef[] =>
    markets.flatMap((market) => mapped(market) ?? [])
  const window = (m: {
    startTime: number | undefined
    endTime: number | undefined
  }): PlacedWindow => ({
    from: isoOf(m.startTime),
    to: isoOf(m.endTime),
  })

  switch (message.type) {
    case 'odds_change': {
      const events: FeedEvent[] = []
      if (message.status) {
        const status = EVENT_STATUSES[message.status.status]
        if (status !== undefined)
          events.push({
            type: 'match_status',
            provider,
            matchId,
            status,
            statistics: statisticsOf(message.status),
          })
      }
      const markets = message.markets.flatMap((market): MarketUpdate[] => {
        const ref = mapped(market)
        if (!ref) return []
        const outcomes = market.outcomes.flatMap((o) =>
          o.oddsMillis === undefined
            ? []
            : [{ id: o.id, oddsMillis: o.oddsMillis, active: o.active ?? true }],
        )
        return [{ ...ref, status: market.status as MarketUpdate['status'], outcomes }]
      })
      if (markets.length > 0)
        events.push({ type: 'odds_change', provider, matchId, markets, nextBetStop: null })
      return { events, skipped }
    }
    case 'bet_stop':
      return {
        events: [{ type: 'bet_stop', provider, matchId, reason: message.groups.join('|') }],
        skipped,
      }
    case 'bet_settlement': {
      const outcomes = message.markets.flatMap((market) => {
        const ref = mapped(market)
        if (!ref) return []
        return market.outcomes.flatMap((o): SettledOutcome[] => {
          const voidFactor = o.voidFactor ?? { numerator: 0, denominator: 1 }
          const result = selectionResultOf(o.result === 'win', voidFactor)
          if (!result) {
            skipped.push({
              reason: 'unsettledVoidFactor',
              detail: `${ref.marketId} ${o.id}: ${String(voidFactor.numerator)}/${String(voidFactor.denominator)}`,
            })
            return []
          }
          return [
            {
              ...ref,
              outcomeId: o.id,
              result,
              ...(o.deadHeatFactor && { deadHeat: o.deadHeatFactor }),
            },
          ]
        })
      })
      const confirmed = message.certainty === 2
      return {
        events: [{ type: 'outcomes_settled', provider, matchId, outcomes, confirmed }],
        skipped,
      }
    }
    case 'bet_cancel':
    case 'rollback_bet_cancel':
      return {
        events: [
          {
            type: message.type,
            provider,
            matchId,
            markets: refs(message.markets),
            window: window(message),
          },
        ],
        skipped,
      }
    case 'rollback_bet_settlement':
      return {
        events: [{ type: message.type, provider, matchId, markets: refs(message.markets) }],
        skipped,
      }
    case 'fixture_change':
      // A fixture's change is read from the provider's fixtures API, which we do not take yet.
      return { events: [], skipped }
  }
}
