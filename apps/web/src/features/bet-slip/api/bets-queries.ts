import { fetchAllPages } from '@sportsbook/contracts'
import { statusesOf, type BetListFilter, type BetResultFilter } from '@sportsbook/domain'
import { queryOptions } from '@tanstack/react-query'
import { bets as betsPage } from '@sportsbook/contracts/calls'
import { browserRequest } from '@/lib/browser-api'
import { MY_BETS_KEY, type MyBet } from '@/lib/player-bets'

export { MY_BETS_KEY, type MyBet } from '@/lib/player-bets'

/** My bets for a list filter and a result filter: every page (spec §7.3: 500 a page). */
export const myBetsQueryOptions = (
  locale: string,
  playerId: string | undefined,
  filter: BetListFilter,
  result: BetResultFilter,
) =>
  queryOptions({
    queryKey: [...MY_BETS_KEY, playerId, filter, result],
    queryFn: async (): Promise<MyBet[]> => {
      const request = browserRequest(locale)
      const status = [...statusesOf(filter)]
      const bets = await fetchAllPages((page, limit) =>
        betsPage(request, { status, result, page, limit }),
      )
      return bets.map((bet) => ({ ...bet, cashoutSubunits: bet.to_cashout?.subunits ?? null }))
    },
    enabled: Boolean(playerId),
  })
