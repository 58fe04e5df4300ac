import { type PlayerProfile, type SlipBonusesBody } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { slipBonuses } from '@sportsbook/contracts/calls'
import { BONUSES_KEY } from '@/lib/player-bonuses'

export const slipBonusesKeys = {
  offers: (playerId: string | undefined, body: SlipBonusesBody) =>
    [...BONUSES_KEY, 'slip', playerId, body] as const,
}

/**
 * The player's bonuses that apply to each bet of the slip (POST /bonuses). Visitors have none,
 * so nothing is asked for them (spec §6.1); an empty slip asks nothing either.
 */
export const slipBonusesQueryOptions = (
  locale: string,
  player: PlayerProfile | null | undefined,
  body: SlipBonusesBody,
) =>
  queryOptions({
    queryKey: slipBonusesKeys.offers(player?.id, body),
    queryFn: async () =>
      (await slipBonuses(browserRequest(locale), body, player?.csrf_token ?? '')).data,
    enabled: Boolean(player) && body.bets.length > 0,
    retry: false,
  })
