import { useMutation, useQueryClient } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { redeemPromoCode } from '@sportsbook/contracts/calls'
import { BONUSES_KEY } from '@/lib/player-bonuses'
import { currentPlayer } from '@/lib/player-session'

/** Redeems a promo code (POST /bonuses/promo-code); the bonus it issues joins every list. */
export function useRedeemPromoCode(locale: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) => {
      const player = await currentPlayer(queryClient, locale)
      if (!player) throw new Error('signed out')
      return (await redeemPromoCode(browserRequest(locale), code, player.csrf_token)).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BONUSES_KEY }),
  })
}
