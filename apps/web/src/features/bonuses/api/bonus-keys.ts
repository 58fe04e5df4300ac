import type { CampaignPeriod } from '@sportsbook/domain'
import { BONUSES_KEY } from '@/lib/player-bonuses'

/** Query keys of the bonuses feature; the player's are under `BONUSES_KEY` (one invalidation). */
export const bonusKeys = {
  mine: (playerId: string | undefined) => [...BONUSES_KEY, 'mine', playerId] as const,
  unseen: (playerId: string | undefined) => [...BONUSES_KEY, 'unseen', playerId] as const,
  terms: (bonusId: string) => [...BONUSES_KEY, 'terms', bonusId] as const,
  /** A leaderboard marks the player's own row: it is the player's, and refetched with them. */
  rating: (tournamentId: string, limit: number, playerId: string | undefined) =>
    [...BONUSES_KEY, 'rating', tournamentId, limit, playerId] as const,
  /** Public: the same for every visitor of a locale. */
  campaigns: (locale: string, period: CampaignPeriod, currency: string | undefined) =>
    ['bonus-campaigns', locale, period, currency] as const,
}
