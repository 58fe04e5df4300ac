import type { Jackpot } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { jackpot } from '@sportsbook/contracts/calls'
import { JACKPOT_POLL_MS, jackpotKeys, UNREPORTED_JACKPOT_FAILURES } from './jackpot-keys'

/** One jackpot's pools (GET /jackpots/{id}), polled every 15 s (spec §7.5). */
export const jackpotQueryOptions = (locale: string, initial: Jackpot) =>
  queryOptions({
    queryKey: jackpotKeys.one(locale, initial.id),
    queryFn: async () => (await jackpot(browserRequest(locale), initial.id)).data,
    initialData: initial,
    meta: UNREPORTED_JACKPOT_FAILURES,
    refetchInterval: JACKPOT_POLL_MS,
  })
