'use client'
import { PUSH_CHANNELS } from '@sportsbook/contracts'
import { applyOutcomeQuotes, applyProviderStatuses } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useSite } from '@/lib/site-context'
import { acquireChannel } from '@/live/push-connection'
import { liveStore } from '@/live/use-live'
import { liveQuotes } from '@/slip/live-quotes'
import { ticketStore } from '@/slip/ticket-store'
import { providerStatusesQueryOptions } from '../api/get-provider-statuses'

/** Ids joined into one string, so a selector's answer is stable while the set is. */
const joined = (ids: Iterable<string>) => [...new Set(ids)].sort().join(' ')

/**
 * Keeps the slip's prices live: holds the channel of every match in the slip, and on each
 * change of one of its outcomes in the live store applies the domain's refresh rules (the
 * acceptance mode, suspensions, rescaled stakes) through the ticket machine's `marketsUpdated`.
 */
export function useSlipLive(): void {
  const matchIds = useStore(ticketStore.store, (s) =>
    joined(s.ticket.slip.selections.map((selection) => selection.matchId)),
  )
  const selectionIds = useStore(ticketStore.store, (s) =>
    joined(s.ticket.slip.selections.map((selection) => selection.id)),
  )
  const acceptMode = useStore(ticketStore.store, (s) => s.acceptMode)

  // A provider going down marks its selections unavailable (spec §4.4); it comes on the
  // updates channel, held while the slip has selections.
  const hasSelections = matchIds !== ''
  const { locale } = useSite()
  const known = useQuery(providerStatusesQueryOptions(locale, hasSelections)).data
  useEffect(() => {
    if (known) liveStore.seedProviderStatuses(known)
  }, [known])
  useEffect(() => {
    if (!hasSelections) return
    const release = acquireChannel(PUSH_CHANNELS.publicUpdates)
    const apply = () => {
      const { slip } = ticketStore.store.getState().ticket
      const next = applyProviderStatuses(slip, liveStore.providerStatuses())
      if (next.selections.some((s, i) => s.isNotAvailable !== slip.selections[i]?.isNotAvailable))
        ticketStore.dispatch({ type: 'marketsUpdated', slip: next })
    }
    apply()
    const unsubscribe = liveStore.subscribeProviders(apply)
    return () => {
      unsubscribe()
      release()
    }
  }, [hasSelections])

  useEffect(() => {
    const releases = matchIds
      .split(' ')
      .filter(Boolean)
      .map((id) => acquireChannel(PUSH_CHANNELS.match(id)))
    return () => {
      for (const release of releases) release()
    }
  }, [matchIds])

  useEffect(() => {
    let queued = false
    // Many outcomes of one market move together: one refresh per burst.
    const refresh = () => {
      if (queued) return
      queued = true
      queueMicrotask(() => {
        queued = false
        const { slip } = ticketStore.store.getState().ticket
        const next = applyOutcomeQuotes(slip, liveQuotes(slip, liveStore), acceptMode)
        if (next !== slip) ticketStore.dispatch({ type: 'marketsUpdated', slip: next })
      })
    }
    const ids = selectionIds.split(' ').filter(Boolean)
    const unsubscribes = ids.map((id) => liveStore.subscribeOutcome(id, refresh))
    // The first refresh comes with the page's next frame of prices: a click that adds a
    // selection draws the slip at the price it showed, and what moved since follows in the
    // next frame, as on the odds buttons (decision 181).
    liveStore.remindOutcomes(ids)
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe()
    }
  }, [selectionIds, acceptMode])
}
