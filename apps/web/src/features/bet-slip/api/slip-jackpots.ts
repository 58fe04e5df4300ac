import type { SlipBonusesBody } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { slipJackpots } from '@sportsbook/contracts/calls'

export const slipJackpotsKeys = {
  jackpots: (locale: string, body: SlipBonusesBody) => ['slip-jackpots', locale, body] as const,
}

/**
 * The jackpots each bet of the slip would play for, stakes aside (POST /jackpots): asked when
 * the selections change, not as a stake is typed. Visitors are told too.
 */
export const slipJackpotsQueryOptions = (locale: string, body: SlipBonusesBody) =>
  queryOptions({
    queryKey: slipJackpotsKeys.jackpots(locale, body),
    queryFn: async () => (await slipJackpots(browserRequest(locale), body)).data,
    enabled: body.bets.length > 0,
    staleTime: 60_000,
    retry: false,
  })
