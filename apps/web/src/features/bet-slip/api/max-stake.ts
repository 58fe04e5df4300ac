import { maxStakeRequest } from '@sportsbook/contracts'
import { betCombinations, type Slip, type SlipBet } from '@sportsbook/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountsQueryOptions } from '@/lib/player-accounts'
import { browserRequest } from '@/lib/browser-api'
import { maxStake } from '@sportsbook/contracts/calls'
import { currentPlayer } from '@/lib/player-session'

/**
 * The Max button (spec §7.3 POST /bets/max-stake): the largest stake the book takes on one bet
 * (its stake and payout limits at the current prices), and for a signed-in player no more
 * than the balance covers. Answers the stake in subunits (per combination for a system).
 */
export function useMaxStake(locale: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ slip, bet }: { slip: Slip; bet: SlipBet }) => {
      const answer = await maxStake(browserRequest(locale), maxStakeRequest(slip, bet))
      const bookMax = answer.data[0]?.max_stake.subunits ?? 0
      const player = await currentPlayer(queryClient, locale)
      if (!player) return bookMax
      const accounts = await queryClient.query(accountsQueryOptions(locale, player.id))
      const balance = accounts.find((a) => a.currency === slip.currency)?.balanceSubunits ?? 0
      return Math.min(bookMax, Math.floor(balance / betCombinations(bet)))
    },
  })
}
