import type { FreebetProgressBody, PlayerProfile } from '@sportsbook/contracts'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { slipFreebetProgress } from '@sportsbook/contracts/calls'
import { BONUSES_KEY } from '@/lib/player-bonuses'

export const slipFreebetProgressKeys = {
  progress: (playerId: string | undefined, body: FreebetProgressBody) =>
    [...BONUSES_KEY, 'slip-progress', playerId, body] as const,
}

/**
 * The player's freebet progress with what placing the slip would add (POST
 * /bonuses/freebets/amb): the slip's upcoming bonuses. Nothing is asked for visitors or an
 * empty slip; the last answer stays while the next one loads.
 */
export const slipFreebetProgressQueryOptions = (
  locale: string,
  player: PlayerProfile | null | undefined,
  body: FreebetProgressBody,
) =>
  queryOptions({
    queryKey: slipFreebetProgressKeys.progress(player?.id, body),
    queryFn: async () =>
      (await slipFreebetProgress(browserRequest(locale), body, player?.csrf_token ?? '')).data,
    enabled: Boolean(player) && body.bets.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  })
