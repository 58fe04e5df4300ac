'use client'
import { slipBonusesRequest } from '@sportsbook/contracts'
import { betTotalStakeSubunits, formatMoney, playsForJackpot } from '@sportsbook/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslations } from 'use-intl'
import { useStore } from 'zustand'
import { useSite } from '@/lib/site-context'
import { ticketStore } from '@/slip/ticket-store'
import { slipJackpotsQueryOptions } from '../api/slip-jackpots'
import styles from './bet-slip.module.css'

/**
 * The jackpots the slip plays for (decision 134): each jackpot one of its bets may play for,
 * and whether the stake typed is enough (the domain's rule, as the api applies it).
 */
export function SlipJackpots() {
  const t = useTranslations('jackpots')
  const { locale } = useSite()
  const slip = useStore(ticketStore.store, (s) => s.ticket.slip)
  // Stakes are not in the request (its key is the selections): typing one asks nothing.
  const body = useMemo(() => slipBonusesRequest(slip), [slip])
  const answer = useQuery({
    ...slipJackpotsQueryOptions(locale, body),
    placeholderData: keepPreviousData,
  }).data
  const lines = new Map<string, { name: string; minStake: string; plays: boolean }>()
  for (const { index, jackpots } of answer ?? []) {
    const bet = slip.bets[index]
    if (!bet) continue
    for (const jackpot of jackpots) {
      const plays = playsForJackpot(
        {
          currency: slip.currency,
          stakeSubunits: betTotalStakeSubunits(bet),
          withBonus: bet.bonus !== undefined,
        },
        { currency: jackpot.min_stake.currency, minStakeSubunits: jackpot.min_stake.subunits },
      )
      const seen = lines.get(jackpot.id)
      lines.set(jackpot.id, {
        name: jackpot.name,
        minStake: formatMoney(jackpot.min_stake, locale),
        plays: plays || (seen?.plays ?? false),
      })
    }
  }
  if (lines.size === 0) return null
  return (
    <ul className={styles.jackpots} aria-live="polite">
      {[...lines].map(([id, line]) => (
        <li key={id} data-slip-jackpot={id} data-plays={line.plays}>
          {line.plays
            ? t('plays', { name: line.name })
            : t('stakeMore', { name: line.name, amount: line.minStake })}
        </li>
      ))}
    </ul>
  )
}
