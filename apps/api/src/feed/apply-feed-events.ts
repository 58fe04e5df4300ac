import { PUSH_CHANNELS, type PublicPushEvent } from '@sportsbook/contracts'
import { MARKET_STATUS } from '@sportsbook/domain'
import type { FeedEvent } from '@sportsbook/feed'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'

export type Publication = { readonly channel: string; readonly event: PublicPushEvent }

async function applyOne(trx: Transaction<Database>, event: FeedEvent): Promise<Publication[]> {
  switch (event.type) {
    case 'odds_change': {
      for (const market of event.markets) {
        await trx
          .updateTable('markets')
          .set({ status: market.status, next_bet_stop: event.nextBetStop })
          .where('match_id', '=', event.matchId)
          .where('market_id', '=', market.marketId)
          .where('specifier', '=', market.specifier)
          .execute()
        for (const outcome of market.outcomes) {
          await trx
            .updateTable('outcomes')
            .set({ odds: outcome.oddsMillis, active: outcome.active ? 1 : 0 })
            .where('match_id', '=', event.matchId)
            .where('market_id', '=', market.marketId)
            .where('specifier', '=', market.specifier)
            .where('outcome_id', '=', outcome.id)
            .execute()
        }
      }
      return [
        {
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
                odds: o.oddsMillis / 1000,
                active: o.active,
              })),
            })),
            next_bet_stop: event.nextBetStop,
          },
        },
      ]
    }
    case 'bet_stop': {
      await trx
        .updateTable('markets')
        .set({ status: MARKET_STATUS.suspended })
        .where('match_id', '=', event.matchId)
        .where('status', '=', MARKET_STATUS.open)
        .execute()
      return []
    }
    case 'match_status': {
      const before = await trx
        .selectFrom('matches')
        .select('status')
        .where('id', '=', event.matchId)
        .executeTakeFirst()
      await trx
        .updateTable('matches')
        .set({
          status: event.status,
          statistics: event.statistics ? JSON.stringify(event.statistics) : null,
        })
        .where('id', '=', event.matchId)
        .execute()
      const changed: Publication = {
        channel: PUSH_CHANNELS.publicUpdates,
        event: {
          type: 'match_changed',
          match_id: event.matchId,
          status: event.status,
          statistics: event.statistics
            ? { ...event.statistics, period_score: [...event.statistics.period_score] }
            : null,
        },
      }
      if (before?.status === event.status) return [changed]
      return [
        changed,
        {
          channel: PUSH_CHANNELS.publicUpdates,
          event: { type: 'match_status_changed', match_id: event.matchId, status: event.status },
        },
      ]
    }
    case 'result': {
      for (const outcome of event.outcomes) {
        await trx
          .updateTable('outcomes')
          .set({ result: outcome.result, active: 0 })
          .where('match_id', '=', event.matchId)
          .where('market_id', '=', outcome.marketId)
          .where('specifier', '=', outcome.specifier)
          .where('outcome_id', '=', outcome.outcomeId)
          .execute()
      }
      await trx
        .updateTable('markets')
        .set({ status: MARKET_STATUS.settled })
        .where('match_id', '=', event.matchId)
        .execute()
      return []
    }
    case 'provider_status':
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

/**
 * Writes a batch of feed events in one transaction (all or nothing) and returns the push
 * events to publish once it has committed.
 */
export async function applyFeedEvents(
  db: Kysely<Database>,
  events: readonly FeedEvent[],
): Promise<Publication[]> {
  if (events.length === 0) return []
  return db.transaction().execute(async (trx) => {
    const publications: Publication[] = []
    for (const event of events) publications.push(...(await applyOne(trx, event)))
    return publications
  })
}
