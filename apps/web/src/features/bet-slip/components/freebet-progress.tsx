'use client'
import { freebetProgressRequest } from '@sportsbook/contracts'
import { formatMoney } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslations } from 'use-intl'
import { useStore } from 'zustand'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { useDebounced } from '@/lib/use-debounced'
import { ticketStore } from '@/slip/ticket-store'
import { slipFreebetProgressQueryOptions } from '../api/slip-freebet-progress'
import styles from './bet-slip.module.css'

/** Stake keystrokes within this time ask once. */
const PROGRESS_DEBOUNCE_MS = 400

/**
 * The slip's upcoming bonuses (spec §3.8 freebet progress): for each running progress campaign,
 * the bets counted towards its next step, how many this slip would add and the freebets
 * placing it would earn. Campaigns the player has completed are not shown.
 */
export function FreebetProgress() {
  const t = useTranslations('bonuses.progress')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const slip = useStore(ticketStore.store, (s) => s.ticket.slip)
  const body = useDebounced(
    useMemo(() => freebetProgressRequest(slip), [slip]),
    PROGRESS_DEBOUNCE_MS,
  )
  const progress = useQuery(slipFreebetProgressQueryOptions(locale, player, body)).data ?? []
  const running = progress.flatMap((p) => {
    const next = p.ranges.find((range) => range.bets_count > p.progress_count)
    return next ? [{ ...p, target: next.bets_count }] : []
  })
  if (running.length === 0) return null
  return (
    <ul className={styles.progress} aria-label={t('label')}>
      {running.map((p) => {
        const added = p.possible_progress_count - p.progress_count
        return (
          <li key={p.campaign_id} data-freebet-progress={p.campaign_id}>
            <span>{t('count', { name: p.name, count: p.progress_count, target: p.target })}</span>
            <meter min={0} max={p.target} value={p.progress_count} aria-hidden="true" />
            <span aria-live="polite">
              {p.upcoming_freebets_count > 0
                ? t('earns', {
                    count: p.upcoming_freebets_count,
                    amount: formatMoney(p.freebet_amount, locale),
                  })
                : added > 0
                  ? t('adds', { count: added })
                  : t('minStake', { amount: formatMoney(p.min_stake, locale) })}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
