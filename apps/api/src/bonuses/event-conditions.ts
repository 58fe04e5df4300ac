import { oddsToMillis } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { CampaignDefinition } from './campaign-file'

export type Leg = { readonly matchId: string; readonly oddsMillis: number }

/** Sport, league and match of each leg's match, for the campaigns' event conditions. */
export async function eventsOf(db: Kysely<Database>, matchIds: readonly string[]): Promise<Events> {
  if (matchIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('matches as m')
    .innerJoin('sports as s', 's.id', 'm.sport_id')
    .select(['m.id', 's.key as sport', 'm.tournament_id as league'])
    .where('m.id', 'in', [...new Set(matchIds)])
    .execute()
  return new Map(rows.map((r) => [r.id, { sport: r.sport, league: r.league }]))
}

/** Whether the bet's legs meet a campaign's or jackpot's event conditions (sports, leagues, matches, odds, count). */
export function meetsConditions(
  campaign: Pick<CampaignDefinition, 'conditions'>,
  legs: readonly Leg[],
  events: Events,
): boolean {
  const c = campaign.conditions
  if (legs.length < c.min_selections || legs.length > c.max_selections) return false
  const minOdds = c.min_odds === undefined ? 0 : oddsToMillis(c.min_odds)
  return legs.every((leg) => {
    const event = events.get(leg.matchId)
    if (!event) return false
    if (c.sports.length > 0 && !c.sports.includes(event.sport)) return false
    if (c.leagues.length > 0 && !c.leagues.includes(event.league)) return false
    if (c.matches.length > 0 && !c.matches.includes(leg.matchId)) return false
    return leg.oddsMillis >= minOdds
  })
}

/** Sport key and league id of each match, by match id. */
export type Events = ReadonlyMap<string, { readonly sport: string; readonly league: string }>
