import { JACKPOT_HITS_PAGE_SIZE } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { jackpotHits } from '@sportsbook/contracts/calls'
import { JACKPOT_HITS_POLL_MS, jackpotKeys, UNREPORTED_JACKPOT_FAILURES } from './jackpot-keys'

/**
 * The player's hits whose popup was not dismissed yet, ten at a time, every 60 s (spec §9.1) and
 * after each placement. None for visitors.
 */
export const unseenJackpotHitsQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: jackpotKeys.unseen(locale, playerId),
    queryFn: async () =>
      (
        await jackpotHits(browserRequest(locale), {
          forUser: true,
          unseen: true,
          limit: JACKPOT_HITS_PAGE_SIZE,
        })
      ).data,
    enabled: Boolean(playerId),
    meta: UNREPORTED_JACKPOT_FAILURES,
    refetchInterval: JACKPOT_HITS_POLL_MS,
  })
