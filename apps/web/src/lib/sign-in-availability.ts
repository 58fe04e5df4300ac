'use client'
import { canDeposit, canSignInOrUp, isCountryBlocked } from '@sportsbook/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useStore } from 'zustand'
import { browserRequest } from '@/lib/browser-api'
import { system } from '@sportsbook/contracts/calls'
import { embeddingStore } from './embedding/embedding-store'
import { useSite } from './site-context'

export const SYSTEM_DATA_KEY = ['system-data'] as const

/** The system data (spec §3.9): countries, currencies, the visitor's country. */
export const systemDataQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: SYSTEM_DATA_KEY,
    queryFn: () => system(browserRequest(locale)),
    staleTime: 10 * 60_000,
  })

/**
 * Whether sign-in or sign-up can happen here (spec §5.4), known before the visitor tries: not
 * from a blocked country (the edge's geo header, GEO_COUNTRY_HEADER), and in a host's frame
 * only when the host listens for it. Until the system data answers, it is available (the api
 * still refuses a blocked country).
 */
export type AuthAvailability = 'available' | 'countryBlocked' | 'notInThisFrame'

export function useAuthAvailability(action: 'sign_in' | 'sign_up'): AuthAvailability {
  const { locale } = useSite()
  const system = useQuery(systemDataQueryOptions(locale)).data
  const embedded = useStore(embeddingStore, (s) => s.embedded)
  const listening = useStore(embeddingStore, (s) => s.listeners.includes(action))
  if (system && isCountryBlocked(system.user_country, system.blocked_countries))
    return 'countryBlocked'
  const embedding = { embedded, hasIframeListeners: listening }
  return canSignInOrUp(undefined, [], embedding) ? 'available' : 'notInThisFrame'
}

/** Whether Deposit can happen here (spec §5.4): in a host's frame only when the host listens. */
export function useDepositAvailability(): 'available' | 'notInThisFrame' {
  const embedded = useStore(embeddingStore, (s) => s.embedded)
  const listening = useStore(embeddingStore, (s) => s.listeners.includes('deposit'))
  return canDeposit({ embedded, hasIframeListeners: listening }) ? 'available' : 'notInThisFrame'
}
