import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { customOdds } from '@sportsbook/contracts/calls'

type Legs = Parameters<typeof customOdds>[1]

export const customOddsKeys = {
  price: (legs: Legs) => ['custom-odds', legs] as const,
}

/** A custom bet's price for its legs (POST /bets/custom/odds); none for fewer than two. */
export const customOddsQueryOptions = (locale: string, legs: Legs) =>
  queryOptions({
    queryKey: customOddsKeys.price(legs),
    queryFn: () => customOdds(browserRequest(locale), legs),
    enabled: legs.length >= 2,
    retry: false,
  })
