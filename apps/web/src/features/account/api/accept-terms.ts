import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { acceptTerms } from '@sportsbook/contracts/calls'
import { playerQueryOptions } from '@/lib/player-session'
import type { PlayerProfile } from '@sportsbook/contracts'

/**
 * accept_terms (POST /platform/player/accept_terms): the answer is the profile, which replaces
 * the cached one. When it fails, the terms may have changed meanwhile: the profile is read
 * afresh and `onFailed` says so.
 */
export function useAcceptTerms(
  locale: string,
  player: PlayerProfile | null | undefined,
  onFailed: (error: unknown) => void,
) {
  const queryClient = useQueryClient()
  const profileKey = playerQueryOptions(locale).queryKey
  return useMutation({
    mutationFn: async () => {
      if (!player) throw new Error('The terms are accepted by a signed-in player')
      return acceptTerms(browserRequest(locale), player.terms_version, player.csrf_token)
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile)
    },
    onError: (error) => {
      onFailed(error)
      void queryClient.invalidateQueries({ queryKey: profileKey })
    },
  })
}
