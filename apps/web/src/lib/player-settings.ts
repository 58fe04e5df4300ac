import type { PlayerProfile, PlayerSettings } from '@sportsbook/contracts'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { settings, updateSettings } from '@sportsbook/contracts/calls'
import { currentPlayer } from './player-session'

export const SETTINGS_KEY = ['settings'] as const

/** A signed-in player's sportsbook settings (spec §3.4 Settings): quick stakes, odds acceptance, odds type. */
export const settingsQueryOptions = (locale: string, player: PlayerProfile | null | undefined) =>
  queryOptions({
    queryKey: [...SETTINGS_KEY, player?.id],
    queryFn: () => settings(browserRequest(locale)),
    enabled: Boolean(player),
    staleTime: Infinity,
  })

/**
 * Saves settings for the signed-in player (nothing for a visitor): answers whether they were
 * saved. A settings load still under way is cancelled first, so it cannot bring old values back.
 */
export async function saveSettings(
  queryClient: QueryClient,
  locale: string,
  changes: Partial<PlayerSettings>,
): Promise<boolean> {
  const player = await currentPlayer(queryClient, locale)
  if (!player) return false
  const { queryKey } = settingsQueryOptions(locale, player)
  await queryClient.cancelQueries({ queryKey })
  const saved = await updateSettings(browserRequest(locale), changes, player.csrf_token)
  queryClient.setQueryData(queryKey, saved)
  return true
}
