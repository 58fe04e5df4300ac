import type { PlacementSelection } from '@sportsbook/contracts'
import { EVENT_STATUS, MARKET_STATUS, fromOddsMillis, oddsToMillis } from '@sportsbook/domain'
import { resolveOutcome, type FeedEvent } from '@sportsbook/feed'
import type { Kysely } from 'kysely'
import type { ApiInstance } from '../app'
import type { Database } from '../db/schema'
import type { SignedIn } from './players'
import { applyFeedEvents } from '../feed/apply-feed-events'
import { onOutcomeMarket } from '../db/outcome-market'
import { touchMatches } from '../catalogue/match-revisions'

/**
 * Open pre-match selections of the seeded catalogue, one per match: the home win of each
 * football match whose 1X2 market is open, as a slip would send them.
 */
export async function openSelections(
  db: Kysely<Database>,
  count: number,
  sportKey = 'football',
): Promise<PlacementSelection[]> {
  const rows = await db
    .selectFrom('outcomes as o')
    .innerJoin('markets as mk', onOutcomeMarket)
    .innerJoin('matches as m', 'm.id', 'o.match_id')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['o.match_id', 'o.market_id', 'o.specifier', 'o.outcome_id', 'o.odds'])
    .where('s.key', '=', sportKey)
    .where('m.status', '=', EVENT_STATUS.prematch)
    .where('mk.status', '=', MARKET_STATUS.open)
    .where('o.market_id', '=', '1')
    .where('o.outcome_id', '=', '1')
    .where('o.active', '=', 1)
    .orderBy('m.start_time')
    .orderBy('m.id')
    .limit(count)
    .execute()
  if (rows.length < count) throw new Error(`only ${String(rows.length)} open selections`)
  return rows.map((r) => ({
    match_id: r.match_id,
    market_id: r.market_id,
    specifier: r.specifier,
    outcome_id: r.outcome_id,
    odds: fromOddsMillis(r.odds),
  }))
}

/** Sets one outcome's price, as the feed would. */
export async function setOdds(
  db: Kysely<Database>,
  selection: Omit<PlacementSelection, 'odds'>,
  odds: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('outcomes')
      .set({ odds: oddsToMillis(odds) })
      .where('match_id', '=', selection.match_id)
      .where('market_id', '=', selection.market_id)
      .where('specifier', '=', selection.specifier)
      .where('outcome_id', '=', selection.outcome_id)
      .execute()
    await touchMatches(trx, [selection.match_id])
  })
}

/**
 * Finishes a match as the feed does — status 4, then every outcome's result from the final
 * score — through the api's real feed writer; returns what it would publish.
 */
export async function finishMatch(
  db: Kysely<Database>,
  matchId: string,
  score: { readonly home: number; readonly away: number },
) {
  const outcomes = await db
    .selectFrom('outcomes')
    .select(['market_id', 'specifier', 'outcome_id'])
    .where('match_id', '=', matchId)
    .execute()
  const events: FeedEvent[] = [
    { type: 'match_status', provider: 'betradar', matchId, status: 4, statistics: null },
    {
      type: 'result',
      provider: 'betradar',
      matchId,
      result: score,
      outcomes: outcomes.map((o) => ({
        marketId: o.market_id,
        specifier: o.specifier,
        outcomeId: o.outcome_id,
        result: resolveOutcome(o.market_id, o.specifier, o.outcome_id, score),
      })),
    },
  ]
  return applyFeedEvents(db, events)
}

/**
 * Hands out a test's selections one at a time, each once, so no two tests bet on the same
 * match (`pool` is read when asked: the selections are found in `beforeAll`).
 */
export function oneAtATime<T>(pool: () => readonly T[]): () => T {
  let next = 0
  return () => {
    const item = pool()[next++]
    if (item === undefined) throw new Error('out of test selections')
    return item
  }
}

/** Places one single or combo in EUR, with a bonus when given: the api's answer. */
export function placeBet(
  app: ApiInstance,
  player: SignedIn,
  stake: number,
  selections: readonly PlacementSelection[],
  bonus?: { readonly id: string; readonly type: string; readonly odds?: number },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v3/bets',
    ...player,
    payload: {
      bets: [
        {
          stake: { subunits: stake, currency: 'EUR' },
          selections: [...selections],
          ...(bonus && { bonus }),
        },
      ],
    },
  })
}
