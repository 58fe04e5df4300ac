import type { ApiClient } from '@sportsbook/contracts'
import { queryOptions } from '@tanstack/react-query'
import { browserApiClient } from '@/lib/browser-api'

type Legs = Parameters<ApiClient['customOdds']>[0]

export const customOddsKeys = {
  price: (legs: Legs) => ['custom-odds', legs] as const,
}

/** A custom bet's price for its legs (POST /bets/custom/odds); none for fewer than two. */
export const customOddsQueryOptions = (locale: string, legs: Legs) =>
  queryOptions({
    queryKey: customOddsKeys.price(legs),
    queryFn: () => browserApiClient(locale).customOdds(legs),
    enabled: legs.length >= 2,
    retry: false,
  })
