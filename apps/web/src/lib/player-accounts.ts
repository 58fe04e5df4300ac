import { accounts, type Request } from '@sportsbook/contracts/calls'
import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'

/** An account as the header shows it; `balanceSubunits` as the domain's realtime rules name it. */
export type PlayerAccount = {
  readonly currency: string
  readonly balanceSubunits: number
  readonly active: boolean
}

export const ACCOUNTS_KEY = ['accounts'] as const

/** The signed-in player's accounts (spec §7.4 GET /player/accounts). */
export const accountsQueryOptions = (locale: string, playerId: string | undefined) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, playerId],
    queryFn: () => fetchAccounts(browserRequest(locale)),
    enabled: Boolean(playerId),
    staleTime: 30_000,
  })

/** GET /player/accounts as the header keeps them. */
export async function fetchAccounts(request: Request): Promise<PlayerAccount[]> {
  return (await accounts(request)).data.map((account) => ({
    currency: account.currency,
    balanceSubunits: account.balance,
    active: account.active,
  }))
}
