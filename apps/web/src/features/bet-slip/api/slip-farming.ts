import { type PlayerProfile, type SlipBonusesBody } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { slipBonuses } from '@sportsbook/contracts/calls'
import { BONUSES_KEY } from '@/lib/player-bonuses'

/**
 * What the slip's bets would farm at the stakes typed (POST /bonuses with stakes): asked only
 * while a bet carries a hunting or tournament.
 */
export const slipFarmingQueryOptions = (
  locale: string,
  player: PlayerProfile | null | undefined,
  body: SlipBonusesBody,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: [...BONUSES_KEY, 'slip-farming', player?.id, body] as const,
    queryFn: async () =>
      (await slipBonuses(browserRequest(locale), body, player?.csrf_token ?? '')).data,
    enabled: enabled && Boolean(player) && body.bets.length > 0,
    retry: false,
  })
