import type { ListedBetResponse } from '@sportsbook/contracts'
import {
  fromOddsMillis,
  isBetListFilter,
  resultsOf,
  selectionId,
  statusesOf,
  systemId,
  type BetListFilter,
  type BetResultFilter,
  type BetStatus,
} from '@sportsbook/domain'
import { sql, type Kysely } from 'kysely'
import { hydrateMarkets, listedMarketsQuery, type MarketOwner } from '../catalogue/markets'
import { loadNames } from '../catalogue/names'
import { pagination } from '../catalogue/paging'
import type { Database } from '../db/schema'
import { cashoutValues } from './cashout'
import { onLegOutcome } from './leg-outcome'
import { lineKey } from './current-prices'

export type BetsQuery = {
  readonly status?: readonly (BetListFilter | BetStatus)[] | undefined
  readonly result: BetResultFilter
  readonly page: number
  readonly limit: number
}

/** The statuses asked for: list filters and exact statuses together (all when none). */
function wantedStatuses(asked: BetsQuery['status']): BetStatus[] {
  const statuses = new Set<BetStatus>()
  for (const item of asked ?? ['all']) {
    if (isBetListFilter(item)) for (const s of statusesOf(item)) statuses.add(s)
    else statuses.add(item)
  }
  return [...statuses]
}

type ListedMatch = ListedBetResponse['selections'][number]['match']

/**
 * What a bet's legs show of their matches, and what naming their markets needs (competitor
 * names fill templates such as `{$competitor1} ({+hcp})`).
 */
export async function matchesOfBets(
  db: Kysely<Database>,
  matchIds: readonly string[],
  locale: string,
): Promise<{ owners: Map<string, MarketOwner>; matchInfo: Map<string, ListedMatch> }> {
  const owners = new Map<string, MarketOwner>()
  const matchInfo = new Map<string, ListedMatch>()
  if (matchIds.length === 0) return { owners, matchInfo }
  const matches = await db
    .selectFrom('matches as m')
    .innerJoin('sports as sp', 'sp.id', 'm.sport_id')
    .select([
      'm.id',
      'm.urn_id',
      'm.slug',
      'm.status',
      'm.start_time',
      'm.home_id',
      'm.away_id',
      'sp.key',
    ])
    .where('m.id', 'in', matchIds)
    .execute()
  const { competitor: competitorNames, match: matchNames } = await loadNames(db, locale, {
    competitor: matches
      .flatMap((m) => [m.home_id, m.away_id])
      .filter((id): id is string => id !== null),
    match: matchIds,
  })
  for (const m of matches) {
    const home = m.home_id ? competitorNames.get(m.home_id) : undefined
    const away = m.away_id ? competitorNames.get(m.away_id) : undefined
    const competitors = home !== undefined && away !== undefined ? { home, away } : null
    owners.set(m.id, { id: m.id, urnId: m.urn_id, competitors })
    matchInfo.set(m.id, {
      id: m.id,
      slug: m.slug,
      name: competitors
        ? `${competitors.home} - ${competitors.away}`
        : (matchNames.get(m.id) ?? m.id),
      status: m.status,
      start_time: m.start_time,
      sport_key: m.key,
    })
  }
  return { owners, matchInfo }
}

/** A player's bets, newest first, with names in the locale and the cash-out value of now. */
export async function listBets(
  db: Kysely<Database>,
  playerId: string,
  query: BetsQuery,
  locale: string,
): Promise<{ data: ListedBetResponse[]; pagination: ReturnType<typeof pagination> }> {
  const statuses = wantedStatuses(query.status)
  const results = resultsOf(query.result)
  let filtered = db.selectFrom('bets').where('player_id', '=', playerId)
  filtered = filtered.where('status', 'in', statuses)
  if (results) filtered = filtered.where('result', 'in', results)
  const [{ total }, rows] = await Promise.all([
    filtered.select(sql<number>`cast(count(*) as bigint)`.as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ])
  if (rows.length === 0) return { data: [], pagination: pagination(total, query.page, query.limit) }

  const legs = await db
    .selectFrom('bet_selections as s')
    .leftJoin('outcomes as o', onLegOutcome)
    .select([
      's.bet_id',
      's.match_id',
      's.market_id',
      's.specifier',
      's.outcome_id',
      's.odds',
      'o.result',
    ])
    .where(
      's.bet_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('s.bet_id')
    .orderBy('s.position')
    .execute()
  const matchIds = [...new Set(legs.map((l) => l.match_id))]
  const { owners, matchInfo } = await matchesOfBets(db, matchIds, locale)
  const marketRows = await listedMarketsQuery(db)
    .where('markets.match_id', 'in', matchIds)
    .where('markets.market_id', 'in', [...new Set(legs.map((l) => l.market_id))])
    .execute()
  const wanted = new Set(
    legs.map((l) =>
      lineKey({ matchId: l.match_id, marketId: l.market_id, specifier: l.specifier }),
    ),
  )
  const hydrated = await hydrateMarkets(
    db,
    marketRows.filter((r) =>
      wanted.has(lineKey({ matchId: r.match_id, marketId: r.market_id, specifier: r.specifier })),
    ),
    owners,
    locale,
  )
  const cashouts = await cashoutValues(
    db,
    rows.filter((r) => r.status === 'waiting_results'),
  )

  const data = rows.map((bet): ListedBetResponse => {
    const money = (subunits: number) => ({ subunits, currency: bet.currency })
    const toCashout = cashouts.get(bet.id)
    const betLegs = legs.filter((l) => l.bet_id === bet.id)
    return {
      id: bet.id,
      type: bet.type,
      ref: bet.ref,
      status: bet.status,
      stake: money(bet.total_stake),
      win_amount: bet.win_amount === null ? null : money(bet.win_amount),
      potential_win: money(bet.potential_win),
      odds: bet.odds === null ? null : fromOddsMillis(bet.odds),
      selections: betLegs.map((leg) => {
        const market = hydrated
          .get(leg.match_id)
          ?.find((m) => m.id === leg.market_id && m.specifier === leg.specifier)
        const outcome = market?.outcomes.find((o) => o.id === leg.outcome_id)
        return {
          id: selectionId({
            matchId: leg.match_id,
            marketId: leg.market_id,
            specifier: leg.specifier,
            outcomeId: leg.outcome_id,
          }),
          status: leg.result ?? 'open',
          market: {
            id: leg.market_id,
            name: market?.name ?? leg.market_id,
            specifier: leg.specifier,
          },
          outcome: { id: leg.outcome_id, name: outcome?.name ?? leg.outcome_id },
          odds: fromOddsMillis(leg.odds),
          specifier: leg.specifier,
          match: matchInfo.get(leg.match_id) ?? {
            id: leg.match_id,
            slug: leg.match_id,
            name: leg.match_id,
            status: -1,
            start_time: '',
            sport_key: '',
          },
        }
      }),
      created_at: bet.created_at,
      result: bet.result,
      to_cashout: toCashout === undefined ? null : money(toCashout),
      bonus:
        bet.bonus_id === null || bet.bonus_type === null
          ? null
          : {
              id: bet.bonus_id,
              type: bet.bonus_type,
              odds: bet.bonus_odds === null ? null : fromOddsMillis(bet.bonus_odds),
            },
      system:
        bet.type === 'system' && bet.system_win_count !== null
          ? {
              id: systemId({ winCount: bet.system_win_count, totalCount: betLegs.length }),
              win_count: bet.system_win_count,
              total_count: betLegs.length,
            }
          : null,
      used_in_jackpot: bet.used_in_jackpot === 1,
      is_vip: bet.is_vip === 1,
    }
  })
  return { data, pagination: pagination(total, query.page, query.limit) }
}
