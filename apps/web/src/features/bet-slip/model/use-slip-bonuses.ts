'use client'
import { slipBonusesRequest } from '@sportsbook/contracts'
import { setBonus } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { ticketStore } from '@/slip/ticket-store'
import { slipBonusesQueryOptions } from '../api/slip-bonuses'
import { applyBonusOffers, type BetOffers } from './slip-bonus-choice'

/** Bonuses the player turned down in this tab: the slip does not pick them again by itself. */
const declined = new Set<string>()

/** The player picks a bonus, or none (`undefined`) over the one the slip had picked. */
export function chooseSlipBonus(
  index: number,
  bonus: Parameters<typeof setBonus>[2],
  previousId: string | undefined,
): void {
  if (bonus) declined.delete(bonus.id)
  else if (previousId) declined.add(previousId)
  ticketStore.edit((slip) => setBonus(slip, index, bonus))
}

const sameRequest = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The slip's bonus offers (POST /bonuses) for its bets as they stand, applied by the spec §4.8
 * selection rules each time they arrive; a visitor's slip carries no bonus. Answers the offers
 * of each bet for the chooser.
 */
export function useSlipBonuses(): readonly BetOffers[] | undefined {
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const slip = useStore(ticketStore.store, (s) => s.ticket.slip)
  const body = useMemo(() => slipBonusesRequest(slip), [slip])
  const offers = useQuery(slipBonusesQueryOptions(locale, player, body)).data
  const signedOut = player === null
  useEffect(() => {
    if (signedOut) {
      ticketStore.update((current) => applyBonusOffers(current, [], declined))
      return
    }
    if (!offers) return
    // Offers for a slip that changed meanwhile wait for the ones of the new slip.
    ticketStore.update((current) =>
      current.bets.length > 0 && sameRequest(slipBonusesRequest(current), body)
        ? applyBonusOffers(current, offers, declined)
        : current,
    )
  }, [offers, signedOut, body])
  return offers
}
