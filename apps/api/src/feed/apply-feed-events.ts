import { PUSH_CHANNELS, type MatchStatistics, type PublicPushEvent } from '@sportsbook/contracts'
import { MARKET_STATUS, fromOddsMillis } from '@sportsbook/domain'
import type { FeedEvent, SettledOutcome } from '@sportsbook/feed'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { checkLease, type HeldLease } from '../db/lease'
import { applyCorrection, isCorrection, type Correction } from './corrections'
import type { ReopenedBet } from '../bets/reopen'
import { onOutcomeMarket } from '../db/outcome-market'
import { touchMatches } from '../catalogue/match-revisions'

type MarketsChanged = Extract<PublicPushEvent, { type: 'markets_changed' }>

export type Publication = { readonly channel: string; readonly event: PublicPushEvent }

export type ApplyOptions = {
  /** Settle on results only live scouts saw (UOF certainty 1): SETTLE_ON_UNCONFIRMED. */
  readonly settleOnUnconfirmed?: boolean
  /** Written in the same transaction, last (where a feed's consumer got to). */
  readonly record?: (trx: Transaction<Database>) => Promise<void>
  /** Told, once committed, of settled bets a correction reopened (to tell their players). */
  readonly onReopened?: (bets: readonly ReopenedBet[]) => void | Promise<void>
  /** The lease the feed is held by on this node: checked first, so a node that lost it writes nothing. */
  readonly lease?: HeldLease
}

type FeedMatchStatistics = NonNullable<Extract<FeedEvent, { type: 'match_status' }>['statistics']>

type OutcomeRow = {
  readonly matchId: string
  readonly marketId: string
  readonly specifier: string
  readonly outcomeId: string
  readonly odds: number
  readonly active: number
}
type MarketRow = {
  readonly matchId: string
  readonly marketId: string
  readonly specifier: string
  readonly status: number
  readonly nextBetStop: string | null
}

/** Rows per statement: 6 parameters each stays far below both databases' parameter limits. */
const ROWS_PER_STATEMENT = 1000

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    out.push(rows.slice(i, i + ROWS_PER_STATEMENT))
  return out
}

/**
 * Price changes of one tick, written as one `UPDATE … FROM (VALUES …)` per table instead of
 * a statement per outcome (SQLite ≥ 3.33 and PostgreSQL both take this form). Parameters in
 * VALUES arrive untyped in PostgreSQL, hence the casts.
 */
class PendingPrices {
  private readonly outcomes = new Map<string, OutcomeRow>()
  private readonly markets = new Map<string, MarketRow>()
  private readonly matches = new Set<string>()

  add(event: Extract<FeedEvent, { type: 'odds_change' }>): void {
    this.matches.add(event.matchId)
    for (const market of event.markets) {
      const marketKey = `${event.matchId}|${market.marketId}|${market.specifier}`
      this.markets.set(marketKey, {
        matchId: event.matchId,
        marketId: market.marketId,
        specifier: market.specifier,
        status: market.status,
        nextBetStop: event.nextBetStop,
      })
      for (const outcome of market.outcomes)
        this.outcomes.set(`${marketKey}|${outcome.id}`, {
          matchId: event.matchId,
          marketId: market.marketId,
          specifier: market.specifier,
          outcomeId: outcome.id,
          odds: outcome.oddsMillis,
          active: outcome.active ? 1 : 0,
        })
    }
  }

  has(matchId: string): boolean {
    return this.matches.has(matchId)
  }

  async flush(trx: Transaction<Database>): Promise<void> {
    for (const rows of chunks([...this.markets.values()])) {
      const values = sql.join(
        rows.map(
          (r) => sql`(${r.matchId}, ${r.marketId}, ${r.specifier}, ${r.status}, ${r.nextBetStop})`,
        ),
      )
      await sql`WITH v(match_id, market_id, specifier, status, next_bet_stop) AS (VALUES ${values})
        UPDATE markets SET status = CAST(v.status AS integer), next_bet_stop = v.next_bet_stop
        FROM v WHERE markets.match_id = v.match_id AND markets.market_id = v.market_id
        AND markets.specifier = v.specifier`.execute(trx)
    }
    for (const rows of chunks([...this.outcomes.values()])) {
      const values = sql.join(
        rows.map(
          (r) =>
            sql`(${r.matchId}, ${r.marketId}, ${r.specifier}, ${r.outcomeId}, ${r.odds}, ${r.active})`,
        ),
      )
      await sql`WITH v(match_id, market_id, specifier, outcome_id, odds, active) AS (VALUES ${values})
        UPDATE outcomes SET odds = CAST(v.odds AS integer), active = CAST(v.active AS integer)
        FROM v WHERE outcomes.match_id = v.match_id AND outcomes.market_id = v.market_id
        AND outcomes.specifier = v.specifier AND outcomes.outcome_id = v.outcome_id`.execute(trx)
    }
    this.outcomes.clear()
    this.markets.clear()
    this.matches.clear()
  }
}

function marketsChanged(event: Extract<FeedEvent, { type: 'odds_change' }>): Publication {
  return {
    channel: PUSH_CHANNELS.match(event.matchId),
    event: {
      type: 'markets_changed',
      match_id: event.matchId,
      markets: event.markets.map((m) => ({
        id: m.marketId,
        specifier: m.specifier,
        status: m.status,
        outcomes: m.outcomes.map((o) => ({
          id: o.id,
          odds: fromOddsMillis(o.oddsMillis),
          active: o.active,
        })),
      })),
      next_bet_stop: event.nextBetStop,
    },
  }
}

/** Writes one event other than a price change; returns what to publish. */
async function applyOne(
  trx: Transaction<Database>,
  event: Exclude<FeedEvent, { type: 'odds_change' } | Correction>,
  receivedAt: Date,
  options: ApplyOptions,
): Promise<Publication[]> {
  switch (event.type) {
    case 'bet_stop': {
      // What it suspends is told at once: a page must not show these prices open while they
      // cannot be bet on (they reopen with the provider's next odds change).
      const stopped = await trx
        .updateTable('markets')
        .set({ status: MARKET_STATUS.suspended })
        .where('match_id', '=', event.matchId)
        .where('status', '=', MARKET_STATUS.open)
        .returning(['market_id', 'specifier'])
        .execute()
      if (stopped.length === 0) return []
      return [
        {
          channel: PUSH_CHANNELS.match(event.matchId),
          event: {
            type: 'markets_changed',
            match_id: event.matchId,
            markets: stopped.map((m) => ({
              id: m.market_id,
              specifier: m.specifier,
              status: MARKET_STATUS.suspended,
              outcomes: [],
            })),
            next_bet_stop: null,
          },
        },
      ]
    }
    case 'match_status': {
      const statistics = event.statistics && stamped(event.statistics, receivedAt)
      const before = await trx
        .selectFrom('matches')
        .select('status')
        .where('id', '=', event.matchId)
        .executeTakeFirst()
      await trx
        .updateTable('matches')
        .set({
          status: event.status,
          statistics: statistics ? JSON.stringify(statistics) : null,
        })
        .where('id', '=', event.matchId)
        .execute()
      const changed: Publication = {
        channel: PUSH_CHANNELS.publicUpdates,
        event: {
          type: 'match_changed',
          match_id: event.matchId,
          status: event.status,
          statistics,
        },
      }
      if (before?.status === event.status) return [changed]
      // The change of status first: a page that did not know the match (a live list it is
      // about to join) hears that it kicked off before the new state says it is live.
      return [
        {
          channel: PUSH_CHANNELS.publicUpdates,
          event: { type: 'match_status_changed', match_id: event.matchId, status: event.status },
        },
        changed,
      ]
    }
    case 'outcomes_settled': {
      // Unconfirmed results (live scouts only) close the outcomes but settle nothing unless
      // the operator allows it; the confirmed settlement that follows does.
      const settles = event.confirmed !== false || options.settleOnUnconfirmed === true
      await writeResults(trx, event.matchId, event.outcomes, settles)
      return offSale(trx, event.matchId, event.outcomes)
    }
    case 'result': {
      await writeResults(trx, event.matchId, event.outcomes, true)
      await trx
        .updateTable('markets')
        .set({ status: MARKET_STATUS.settled })
        .where('match_id', '=', event.matchId)
        .execute()
      return offSale(trx, event.matchId, event.outcomes)
    }
    case 'provider_status': {
      const row = {
        active: event.active ? 1 : 0,
        updated_at: receivedAt.toISOString(),
      } as const
      await trx
        .insertInto('provider_statuses')
        .values({ provider: event.provider, ...row })
        .onConflict((oc) => oc.column('provider').doUpdateSet(row))
        .execute()
      return [
        {
          channel: PUSH_CHANNELS.publicUpdates,
          event: {
            type: 'provider_status_changed',
            provider: event.provider,
            active: event.active,
          },
        },
      ]
    }
  }
}

/**
 * Outcomes' results: each is off sale from now on and, when `settles`, has its result (and
 * dead-heat part), so bets on it can be settled.
 */
async function writeResults(
  trx: Transaction<Database>,
  matchId: string,
  outcomes: readonly SettledOutcome[],
  settles: boolean,
): Promise<void> {
  for (const outcome of outcomes) {
    await trx
      .updateTable('outcomes')
      .set(
        settles
          ? {
              result: outcome.result,
              dead_heat_numerator: outcome.deadHeat?.numerator ?? null,
              dead_heat_denominator: outcome.deadHeat?.denominator ?? null,
              active: 0,
            }
          : { active: 0 },
      )
      .where('match_id', '=', matchId)
      .where('market_id', '=', outcome.marketId)
      .where('specifier', '=', outcome.specifier)
      .where('outcome_id', '=', outcome.outcomeId)
      .execute()
  }
}

/**
 * The settled outcomes as they now stand, off sale: pages stop offering them, and the
 * settlement worker hears that their bets may be ready (a settlement needs no match end).
 */
async function offSale(
  trx: Transaction<Database>,
  matchId: string,
  outcomes: readonly SettledOutcome[],
): Promise<Publication[]> {
  if (outcomes.length === 0) return []
  const rows = await trx
    .selectFrom('outcomes as o')
    .innerJoin('markets as mk', onOutcomeMarket)
    .select(['o.market_id', 'o.specifier', 'o.outcome_id', 'o.odds', 'o.active', 'mk.status'])
    .where('o.match_id', '=', matchId)
    .where((eb) =>
      eb.or(
        outcomes.map((o) =>
          eb.and([
            eb('o.market_id', '=', o.marketId),
            eb('o.specifier', '=', o.specifier),
            eb('o.outcome_id', '=', o.outcomeId),
          ]),
        ),
      ),
    )
    .orderBy('o.market_id')
    .orderBy('o.specifier')
    .orderBy('o.position')
    .execute()
  if (rows.length === 0) return []
  const markets = new Map<string, MarketsChanged['markets'][number]>()
  for (const row of rows) {
    const key = `${row.market_id}|${row.specifier}`
    const market = markets.get(key) ?? {
      id: row.market_id,
      specifier: row.specifier,
      status: row.status,
      outcomes: [],
    }
    markets.set(key, market)
    market.outcomes.push({
      id: row.outcome_id,
      odds: fromOddsMillis(row.odds),
      active: row.active === 1,
    })
  }
  return [
    {
      channel: PUSH_CHANNELS.match(matchId),
      event: {
        type: 'markets_changed',
        match_id: matchId,
        markets: [...markets.values()],
        next_bet_stop: null,
      },
    },
  ]
}

/** The match's statistics with its clock stamped: the instant its times were true. */
function stamped(statistics: FeedMatchStatistics, receivedAt: Date): MatchStatistics {
  return {
    ...statistics,
    period_score: [...statistics.period_score],
    clock: statistics.clock && { ...statistics.clock, updated_at: receivedAt.toISOString() },
  }
}

/**
 * Writes a batch of feed events in one transaction (all or nothing) and returns the push
 * events to publish once it has committed.
 */
export async function applyFeedEvents(
  db: Kysely<Database>,
  events: readonly FeedEvent[],
  receivedAt: Date = new Date(),
  options: ApplyOptions = {},
): Promise<Publication[]> {
  if (events.length === 0 && !options.record) return []
  const reopened: ReopenedBet[] = []
  const publications = await db.transaction().execute(async (trx) => {
    if (options.lease) await checkLease(trx, options.lease)
    const publications: Publication[] = []
    const prices = new PendingPrices()
    for (const event of events) {
      if (event.type === 'odds_change') {
        prices.add(event)
        publications.push(marketsChanged(event))
        continue
      }
      // A bet stop or result must land after the price changes of its match that came first.
      if ('matchId' in event && prices.has(event.matchId)) await prices.flush(trx)
      if (isCorrection(event)) reopened.push(...(await applyCorrection(trx, event, receivedAt)))
      else publications.push(...(await applyOne(trx, event, receivedAt, options)))
    }
    await prices.flush(trx)
    await touchMatches(
      trx,
      events.flatMap((event) => ('matchId' in event ? [event.matchId] : [])),
    )
    await options.record?.(trx)
    return publications
  })
  if (reopened.length > 0) await options.onReopened?.(reopened)
  return publications
}
