import type { Jackpot } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { jackpots } from '@sportsbook/contracts/calls'
import { JACKPOT_POLL_MS, jackpotKeys, UNREPORTED_JACKPOT_FAILURES } from './jackpot-keys'

/** The running jackpots with their pools (GET /jackpots), asked again every 15 s. */
export const jackpotsQueryOptions = (locale: string, initial: readonly Jackpot[] | undefined) =>
  queryOptions({
    queryKey: jackpotKeys.all(locale),
    queryFn: async () => (await jackpots(browserRequest(locale))).data,
    initialData: initial ? [...initial] : undefined,
    meta: UNREPORTED_JACKPOT_FAILURES,
    refetchInterval: JACKPOT_POLL_MS,
  })
