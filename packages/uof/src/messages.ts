import { z } from 'zod'

// The Unified Odds Feed's messages (issue 40) as our own types, read from the attributes the
// providers' public documentation and schema describe. Every number arrives as text: each is
// checked here (a safe integer, a decimal of bounded size) so nothing downstream guesses.

const int = z
  .string()
  .regex(/^-?\d{1,16}$/, 'Expected an integer')
  .transform(Number)
  .refine(Number.isSafeInteger, 'Expected an integer within ±2⁵³')

const decimal = z.string().regex(/^-?\d{1,12}(\.\d{1,12})?$/, 'Expected a decimal number')

/** A flag sent as 0/1 (`true`/`false` accepted too). */
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')

/** Odds above this are not a price but a mistake. */
export const MAX_ODDS = 100_000

/** Decimal odds as integer thousandths, as the domain holds them (1.5 → 1500). */
const odds = decimal
  .transform((v) => Math.round(Number(v) * 1000))
  .refine((millis) => millis >= 1000 && millis <= MAX_ODDS * 1000, 'Expected odds from 1 to 100000')

/**
 * A factor below 1 (void factor 0.5, dead-heat factor 0.333333), kept exact as a fraction of
 * integers in lowest terms so that a payout multiplied by it is exact in subunits.
 */
export type Factor = { readonly numerator: number; readonly denominator: number }

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

const factor = decimal
  .transform((v): Factor => {
    const [whole = '0', fraction = ''] = v.split('.')
    const scale = 10 ** fraction.length
    const numerator = Number(whole) * scale + Number(fraction || '0')
    // In lowest terms: 0.50 and 0.5 are both 1/2.
    const divisor = gcd(numerator, scale)
    return { numerator: numerator / divisor, denominator: scale / divisor }
  })
  .refine((f) => f.numerator >= 0 && f.numerator <= f.denominator, 'Expected a factor from 0 to 1')

/** `total=2.5|hcp=1:0`: kept as sent, and read into its pairs. */
const specifiers = z
  .string()
  .optional()
  .transform((raw = '') => {
    const values: Readonly<Record<string, string>> = Object.fromEntries(
      raw
        .split('|')
        .filter((pair) => pair.includes('='))
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    )
    return { raw, values }
  })

/** `sr:match:123`, `od:match:9`, `sr:simple_tournament:1`, … */
const eventId = z.string().regex(/^[a-z]+:[a-z_]+:\d{1,20}$/, 'Expected an event URN')

/** What every message carries: the producer (1 live, 3 prematch, …) and when it was sent. */
const common = {
  product: int,
  timestamp: int,
  request_id: int.optional(),
}

/** Market statuses (UOF): 1 active, 0 inactive, -1 suspended, -2 handed over, -3 settled, -4 cancelled. */
export const UOF_MARKET_STATUSES = [1, 0, -1, -2, -3, -4] as const
const marketStatus = int.refine(
  (s) => (UOF_MARKET_STATUSES as readonly number[]).includes(s),
  'Expected a market status of 1, 0, -1, -2, -3 or -4',
)

/** fast-xml-parser gives a lone child as an object: `list` makes every list a list. */
const list = <T extends z.ZodType>(item: T) => z.array(item).default([])

const clock = z
  .object({
    match_time: z.string().optional(),
    stoppage_time: z.string().optional(),
    remaining_time: z.string().optional(),
    stopped: flag.optional(),
  })
  .transform((c) => ({
    matchTime: c.match_time,
    stoppageTime: c.stoppage_time,
    remainingTime: c.remaining_time,
    stopped: c.stopped,
  }))

const sportEventStatus = z
  .object({
    status: int,
    match_status: int.optional(),
    home_score: decimal.optional(),
    away_score: decimal.optional(),
    clock: clock.optional(),
    period_scores: z
      .object({
        period_score: list(
          z.object({
            number: int,
            match_status_code: int,
            home_score: decimal,
            away_score: decimal,
          }),
        ),
      })
      .optional(),
  })
  .transform((s) => ({
    status: s.status,
    matchStatus: s.match_status,
    homeScore: s.home_score,
    awayScore: s.away_score,
    clock: s.clock,
    periodScores: (s.period_scores?.period_score ?? []).map((p) => ({
      number: p.number,
      matchStatusCode: p.match_status_code,
      homeScore: p.home_score,
      awayScore: p.away_score,
    })),
  }))

const oddsChange = z
  .object({
    ...common,
    event_id: eventId,
    odds_change_reason: int.optional(),
    sport_event_status: sportEventStatus.optional(),
    odds: z
      .object({
        betting_status: int.optional(),
        betstop_reason: int.optional(),
        market: list(
          z.object({
            id: int,
            specifiers,
            status: marketStatus.default(1),
            favourite: flag.optional(),
            outcome: list(
              z.object({
                id: z.string().min(1),
                odds: odds.optional(),
                active: flag.optional(),
                probabilities: decimal.optional(),
              }),
            ),
          }),
        ),
      })
      .optional(),
  })
  .transform((m) => ({
    type: 'odds_change' as const,
    product: m.product,
    eventId: m.event_id,
    timestamp: m.timestamp,
    requestId: m.request_id,
    oddsChangeReason: m.odds_change_reason,
    status: m.sport_event_status,
    bettingStatus: m.odds?.betting_status,
    betstopReason: m.odds?.betstop_reason,
    markets: (m.odds?.market ?? []).map((market) => ({
      id: market.id,
      specifiers: market.specifiers,
      status: market.status,
      favourite: market.favourite,
      outcomes: market.outcome.map((o) => ({
        id: o.id,
        oddsMillis: o.odds,
        active: o.active,
        probability: o.probabilities,
      })),
    })),
  }))

const betStop = z
  .object({
    ...common,
    event_id: eventId,
    groups: z.string().min(1),
    market_status: marketStatus.optional(),
  })
  .transform((m) => ({
    type: 'bet_stop' as const,
    product: m.product,
    eventId: m.event_id,
    timestamp: m.timestamp,
    requestId: m.request_id,
    /** `all`, or the market groups stopped. */
    groups: m.groups.split('|'),
    marketStatus: m.market_status ?? -1,
  }))

const betSettlement = z
  .object({
    ...common,
    event_id: eventId,
    certainty: z.enum(['1', '2']).transform(Number).default(2),
    outcomes: z
      .object({
        market: list(
          z.object({
            id: int,
            specifiers,
            void_reason: int.optional(),
            outcome: list(
              z.object({
                id: z.string().min(1),
                result: z.enum(['0', '1']).transform((r) => (r === '1' ? 'win' : 'lose')),
                void_factor: factor.optional(),
                dead_heat_factor: factor.optional(),
              }),
            ),
          }),
        ),
      })
      .optional(),
  })
  .transform((m) => ({
    type: 'bet_settlement' as const,
    product: m.product,
    eventId: m.event_id,
    timestamp: m.timestamp,
    requestId: m.request_id,
    /** 1: live, not yet confirmed; 2: confirmed. */
    certainty: m.certainty,
    markets: (m.outcomes?.market ?? []).map((market) => ({
      id: market.id,
      specifiers: market.specifiers,
      voidReason: market.void_reason,
      outcomes: market.outcome.map((o) => ({
        id: o.id,
        result: o.result,
        voidFactor: o.void_factor,
        deadHeatFactor: o.dead_heat_factor,
      })),
    })),
  }))

const marketRefs = list(
  z.object({ id: int, specifiers, void_reason: int.optional() }).transform((market) => ({
    id: market.id,
    specifiers: market.specifiers,
    voidReason: market.void_reason,
  })),
)

/** A cancel's window: bets placed from `start_time` to `end_time` (ms), either end open. */
const window = { start_time: int.optional(), end_time: int.optional() }

/** bet_cancel and rollback_bet_cancel: the markets and the window of the bets they concern. */
const cancelOf = <T extends 'bet_cancel' | 'rollback_bet_cancel'>(type: T) =>
  z.object({ ...common, event_id: eventId, ...window, market: marketRefs }).transform((m) => ({
    type,
    product: m.product,
    eventId: m.event_id,
    timestamp: m.timestamp,
    requestId: m.request_id,
    startTime: m.start_time,
    endTime: m.end_time,
    markets: m.market,
  }))

const betCancel = cancelOf('bet_cancel')
const rollbackBetCancel = cancelOf('rollback_bet_cancel')

const rollbackBetSettlement = z
  .object({ ...common, event_id: eventId, market: marketRefs })
  .transform((m) => ({
    type: 'rollback_bet_settlement' as const,
    product: m.product,
    eventId: m.event_id,
    timestamp: m.timestamp,
    requestId: m.request_id,
    markets: m.market,
  }))

const fixtureChange = z
  .object({
    ...common,
    event_id: eventId,
    start_time: int.optional(),
    next_live_time: int.optional(),
    change_type: int.optional(),
  })
  .transform((m) => ({
    type: 'fixture_change' as const,
    product: m.product,
    eventId: m.event_id,
    timestamp: m.timestamp,
    requestId: m.request_id,
    startTime: m.start_time,
    nextLiveTime: m.next_live_time,
    changeType: m.change_type,
  }))

const alive = z.object({ ...common, subscribed: flag.default(true) }).transform((m) => ({
  type: 'alive' as const,
  product: m.product,
  timestamp: m.timestamp,
  /** 0: the producer no longer sends this consumer its messages: recover. */
  subscribed: m.subscribed,
}))

const snapshotComplete = z
  .object({ product: int, timestamp: int, request_id: int })
  .transform((m) => ({
    type: 'snapshot_complete' as const,
    product: m.product,
    timestamp: m.timestamp,
    requestId: m.request_id,
  }))

/** Each message's root element and its schema. */
export const UOF_MESSAGE_SCHEMAS = {
  odds_change: oddsChange,
  bet_stop: betStop,
  bet_settlement: betSettlement,
  bet_cancel: betCancel,
  rollback_bet_settlement: rollbackBetSettlement,
  rollback_bet_cancel: rollbackBetCancel,
  fixture_change: fixtureChange,
  alive,
  snapshot_complete: snapshotComplete,
} as const

export type UofMessageType = keyof typeof UOF_MESSAGE_SCHEMAS
export type UofMessage = z.output<(typeof UOF_MESSAGE_SCHEMAS)[UofMessageType]>
export type UofMessageOf<T extends UofMessageType> = Extract<UofMessage, { type: T }>
