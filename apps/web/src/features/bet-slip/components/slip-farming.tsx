'use client'
import { isFarmingBonusType, slipFarmingRequest } from '@sportsbook/contracts'
import { formatMoney } from '@sportsbook/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslations } from 'use-intl'
import { useStore } from 'zustand'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { useDebounced } from '@/lib/use-debounced'
import { ticketStore } from '@/slip/ticket-store'
import { slipFarmingQueryOptions } from '../api/slip-farming'
import styles from './bet-slip.module.css'

/** Stake keystrokes within this time ask once. */
const FARMING_DEBOUNCE_MS = 400

/**
 * The points the slip's bets would farm for the hunting or tournament they carry (spec §3.8
 * slip bonus fields, decision 144): the potential points at the stake typed, the player's
 * available points and the freebet they would then reach.
 */
export function SlipFarming() {
  const t = useTranslations('bonuses.slip')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const slip = useStore(ticketStore.store, (s) => s.ticket.slip)
  const farming = slip.bets.some((bet) => bet.bonus && isFarmingBonusType(bet.bonus.type))
  const body = useDebounced(
    useMemo(() => slipFarmingRequest(slip), [slip]),
    FARMING_DEBOUNCE_MS,
  )
  const answer = useQuery({
    ...slipFarmingQueryOptions(locale, player, body, farming),
    placeholderData: keepPreviousData,
  }).data
  if (!farming || !answer) return null
  const lines = slip.bets.flatMap((bet, index) => {
    const offer = answer
      .find((b) => b.index === index)
      ?.bonuses.find((o) => o.id === bet.bonus?.id && o.potential_points !== null)
    return offer ? [{ index, offer }] : []
  })
  if (lines.length === 0) return null
  return (
    <ul className={styles.progress} aria-live="polite">
      {lines.map(({ index, offer }) => (
        <li key={index} data-slip-farming={offer.id}>
          <span>
            {t('points', {
              name: offer.name,
              count: offer.potential_points ?? 0,
              available: offer.available_points ?? 0,
            })}
          </span>
          {offer.potential_freebet_amount && offer.potential_freebet_amount.subunits > 0 && (
            <span>
              {t('pointsFreebet', { amount: formatMoney(offer.potential_freebet_amount, locale) })}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
