import type { BonusTypePlural } from './bonus-kinds'
import type { FreebetProgressBody, BonusesQuery, SlipBonusesBody } from './bonuses'
import type { JackpotHitsQuery } from './jackpots'
import type { CampaignPeriod } from '@sportsbook/domain'
import type { Request } from './client-request'

/** Bonuses, freebet progress and jackpots: the lists, the slip's offers, activation. */
export const bonusCalls = (request: Request) => ({
  /** The player's bonuses (spec §7.5 GET /bonuses): 4 a page unless `limit` says otherwise. */
  bonuses: (query?: BonusesQuery) => request('/api/v2/bonuses', 'bonusesResponseSchema', { query }),
  /** The public campaigns the promotions page lists (visitors too). */
  bonusCampaigns: (period?: CampaignPeriod, currency?: string) =>
    request('/api/v2/bonuses/campaigns', 'bonusCampaignsResponseSchema', {
      query: { period, currency },
    }),
  bonus: (plural: BonusTypePlural, id: string) =>
    request(`/api/v2/bonuses/${plural}/${encodeURIComponent(id)}`, 'bonusResponseSchema'),
  bonusTerms: (plural: BonusTypePlural, id: string) =>
    request(
      `/api/v2/bonuses/${plural}/${encodeURIComponent(id)}/terms`,
      'bonusTermsResponseSchema',
    ),
  activateBonus: (id: string, csrfToken: string) =>
    request(`/api/v2/bonuses/${encodeURIComponent(id)}/activate`, 'bonusResponseSchema', {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** Spends a hunting's or tournament's points on the freebet of the range they reach. */
  boostBonus: (id: string, csrfToken: string) =>
    request(`/api/v2/bonuses/${encodeURIComponent(id)}/boost`, 'bonusResponseSchema', {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** A tournament's leaderboard: the first `limit` rows and the player's own (visitors too). */
  tournamentRating: (id: string, limit: number) =>
    request(
      `/api/v2/tournaments/${encodeURIComponent(id)}/rating`,
      'tournamentRatingResponseSchema',
      {
        query: { limit },
      },
    ),
  redeemPromoCode: (code: string, csrfToken: string) =>
    request('/api/v2/bonuses/promo-code', 'bonusResponseSchema', {
      method: 'POST',
      body: { code },
      headers: { 'x-csrf-token': csrfToken },
    }),
  markBonusesSeen: (bonuses: readonly { id: string; type: string }[], csrfToken: string) =>
    request('/api/v2/bonuses/mark-as-seen', 'markedAsSeenResponseSchema', {
      method: 'POST',
      body: { bonuses },
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** The player's freebet progress (spec §7.5 GET /bonuses/freebets/amb). */
  freebetProgress: () => request('/api/v2/bonuses/freebets/amb', 'freebetProgressResponseSchema'),
  /** What placing the slip's bets would add to it (POST /bonuses/freebets/amb). */
  slipFreebetProgress: (body: FreebetProgressBody, csrfToken: string) =>
    request('/api/v2/bonuses/freebets/amb', 'freebetProgressResponseSchema', {
      method: 'POST',
      body,
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** Which of the player's bonuses apply to each bet of the slip (spec §7.5 POST /bonuses). */
  slipBonuses: (body: SlipBonusesBody, csrfToken: string) =>
    request('/api/v2/bonuses', 'slipBonusesResponseSchema', {
      method: 'POST',
      body,
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** The running jackpots with their pools (GET /jackpots). */
  jackpots: () => request('/api/v2/jackpots', 'jackpotsResponseSchema'),
  jackpot: (id: string) =>
    request(`/api/v2/jackpots/${encodeURIComponent(id)}`, 'jackpotResponseSchema'),
  /** Hits, newest first: a jackpot's, or (forUser) the player's own. */
  jackpotHits: (query: JackpotHitsQuery) =>
    request('/api/v2/jackpot-hits', 'jackpotHitsResponseSchema', { query }),
  /** The jackpots each bet of a slip would play for (POST /jackpots; reads only). */
  slipJackpots: (body: SlipBonusesBody) =>
    request('/api/v2/jackpots', 'slipJackpotsResponseSchema', { method: 'POST', body }),
})
