import { markets, match, sharedBets } from '@sportsbook/contracts/calls'
import { browserRequest } from '@/lib/browser-api'

/** What restoring a shared slip reads: the shared bets, and each match with its markets. */
export type SharedSlipSource = {
  readonly sharedBets: (code: string) => ReturnType<typeof sharedBets>
  readonly match: (id: string) => ReturnType<typeof match>
  readonly markets: (id: string) => ReturnType<typeof markets>
}

/** The api as a shared slip's source (GET /bets/share-code/{code}, /matches/{id}, markets). */
export const sharedSlipSource = (locale: string): SharedSlipSource => {
  const request = browserRequest(locale)
  return {
    sharedBets: (code) => sharedBets(request, code),
    match: (id) => match(request, id),
    markets: (id) => markets(request, id),
  }
}
