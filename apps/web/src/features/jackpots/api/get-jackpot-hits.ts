import { JACKPOT_HITS_PAGE_SIZE } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { jackpotHits } from '@sportsbook/contracts/calls'
import { JACKPOT_HITS_POLL_MS, jackpotKeys, UNREPORTED_JACKPOT_FAILURES } from './jackpot-keys'

/** A jackpot's latest hits, ten (GET /jackpot-hits?jackpotId), asked again every 60 s. */
export const jackpotHitsQueryOptions = (locale: string, jackpotId: string) =>
  queryOptions({
    queryKey: jackpotKeys.hits(locale, jackpotId),
    queryFn: async () =>
      (await jackpotHits(browserRequest(locale), { jackpotId, limit: JACKPOT_HITS_PAGE_SIZE }))
        .data,
    meta: UNREPORTED_JACKPOT_FAILURES,
    refetchInterval: JACKPOT_HITS_POLL_MS,
  })
