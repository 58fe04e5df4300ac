import { ApiRequestError, type CashoutResponse } from '@sportsbook/contracts'
import { applyCashoutChanged } from '@sportsbook/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { browserRequest } from '@/lib/browser-api'
import { cashout } from '@sportsbook/contracts/calls'
import { currentPlayer } from '@/lib/player-session'
import { refreshAfter } from '@/live/private-refresh'
import { MY_BETS_KEY, type MyBet } from './bets-queries'

const cashoutMovedSchema = z.object({
  data: z.object({ to_cashout: z.object({ subunits: z.number().int().positive() }) }),
})

/** The new value of a cash-out refused because it moved (409 with `data.to_cashout`). */
function movedCashout(error: unknown): number | undefined {
  if (!(error instanceof ApiRequestError) || error.error?.code !== 'cashout_value_changed')
    return undefined
  const moved = cashoutMovedSchema.safeParse(error.body)
  return moved.success ? moved.data.data.to_cashout.subunits : undefined
}

/**
 * Cashes a bet out at the value the player confirmed (POST /bets/cashout). When the value
 * moved past the tolerance, my bets take the new value and `onMoved` lets the confirmation
 * stay open at it; my bets and the balance are read again either way.
 */
export function useCashOut(
  locale: string,
  betId: string,
  on: {
    done: (answer: CashoutResponse) => void
    moved: () => void
    failed: (error: unknown) => void
  },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (toCashout: number) => {
      const player = await currentPlayer(queryClient, locale)
      if (!player) throw new Error('signed out')
      return cashout(browserRequest(locale), betId, toCashout, player.csrf_token)
    },
    onSuccess: on.done,
    onError: (error) => {
      const moved = movedCashout(error)
      if (moved === undefined) {
        on.failed(error)
        return
      }
      queryClient.setQueriesData<MyBet[]>({ queryKey: MY_BETS_KEY }, (bets) =>
        bets ? applyCashoutChanged(bets, betId, moved) : bets,
      )
      on.moved()
    },
    onSettled: () => {
      refreshAfter(queryClient, 'cashedOut')
    },
  })
}
