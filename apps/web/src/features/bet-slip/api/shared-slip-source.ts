import type { ApiClient } from '@sportsbook/contracts'
import { browserApiClient } from '@/lib/browser-api'

/** What restoring a shared slip reads: the shared bets, and each match with its markets. */
export type SharedSlipSource = Pick<ApiClient, 'sharedBets' | 'match' | 'markets'>

/** The api as a shared slip's source (GET /bets/share-code/{code}, /matches/{id}, markets). */
export const sharedSlipSource = (locale: string): SharedSlipSource => browserApiClient(locale)
