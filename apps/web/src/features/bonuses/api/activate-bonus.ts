import { useMutation, useQueryClient } from '@tanstack/react-query'
import { activateBonus } from '@/lib/player-bonuses'

/** Activates a bonus from its details (POST /bonuses/{id}/activate). */
export function useActivateBonus(locale: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (bonusId: string) => activateBonus(queryClient, locale, bonusId),
  })
}
