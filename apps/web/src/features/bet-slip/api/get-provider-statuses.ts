import { queryOptions } from '@tanstack/react-query'
import { browserRequest } from '@/lib/browser-api'
import { settings } from '@sportsbook/contracts/calls'

export const providerStatusKeys = {
  all: () => ['provider-statuses'] as const,
}

/**
 * Each data provider up or down as the feed last said (settings' `providerStatuses`): a slip
 * opened during an outage knows it before the next `provider_status_changed` push. Asked
 * while the slip has selections; the push keeps it current afterwards.
 */
export const providerStatusesQueryOptions = (locale: string, enabled: boolean) =>
  queryOptions({
    queryKey: providerStatusKeys.all(),
    queryFn: async () => (await settings(browserRequest(locale))).provider_statuses,
    enabled,
    staleTime: Infinity,
  })
