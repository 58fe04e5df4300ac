import type { PartnerProduct, PlayerProfile } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { launchGame } from '@sportsbook/contracts/calls'

export const launchKeys = {
  all: ['partner-launch'] as const,
  game: (product: PartnerProduct, playerId: string | undefined, app: string) =>
    [...launchKeys.all, product, playerId, app] as const,
}

/**
 * The partner's page for the signed-in player (the virtual wallet's launch). Its token lives two
 * minutes, so each visit launches anew: never cached, never asked again behind the player's back.
 */
export const launchQueryOptions = (
  locale: string,
  product: PartnerProduct,
  player: PlayerProfile | null | undefined,
  app: 'desktop' | 'mobile',
) =>
  queryOptions({
    queryKey: launchKeys.game(product, player?.id, app),
    queryFn: () => {
      if (!player) throw new Error('signed out')
      return launchGame(browserRequest(locale), product, { app }, player.csrf_token)
    },
    enabled: Boolean(player),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
