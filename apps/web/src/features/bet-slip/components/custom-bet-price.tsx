'use client'
import { legOf } from '@sportsbook/contracts'
import {
  applyCustomOdds,
  formatOdds,
  selectionsOf,
  toOddsMillis,
  type Slip,
  type SlipBet,
} from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { useOddsFormat } from '@/lib/odds-format-store'
import { useSite } from '@/lib/site-context'
import { ticketStore } from '@/slip/ticket-store'
import styles from './bet-slip.module.css'
import { customOddsQueryOptions } from '../api/get-custom-odds'

/**
 * A custom bet's price (spec §7.3 POST /bets/custom/odds): asked again whenever its selections
 * change, and applied to the slip through the domain's `applyCustomOdds`.
 */
export function CustomBetPrice({ slip, bet }: { slip: Slip; bet: SlipBet }) {
  const t = useTranslations('betslip.customBet')
  const { locale } = useSite()
  const format = useOddsFormat()
  const selections = selectionsOf(slip, bet).map(legOf)
  const price = useQuery(customOddsQueryOptions(locale, selections))
  const odds = price.data ? toOddsMillis(price.data.data.odds) : undefined
  const millis = odds?.ok ? odds.value : undefined
  useEffect(() => {
    if (millis !== undefined && millis !== bet.customOddsMillis)
      ticketStore.update((s) => applyCustomOdds(s, millis))
  }, [millis, bet.customOddsMillis])
  return (
    <p className={styles.row} data-custom-odds="">
      <span>{t('price')}</span>
      <strong>
        {price.isError
          ? t('unavailable')
          : bet.customOddsMillis === undefined
            ? '…'
            : formatOdds(bet.customOddsMillis, format)}
      </strong>
    </p>
  )
}

/** Offers to price same-match selections as one bet-builder bet (a custom bet). */
export function CustomBetOffer({ slip }: { slip: Slip }) {
  const t = useTranslations('betslip.customBet')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const first = slip.bets[0]
  const matchIds = new Set(slip.selections.map((s) => s.matchId))
  if (!first || first.type === 'customBet' || matchIds.size !== 1 || slip.selections.length < 2)
    return null
  const selections = slip.selections.map(legOf)
  return (
    <button
      type="button"
      className={styles.button}
      data-custom-offer=""
      onClick={() => {
        queryClient.query(customOddsQueryOptions(locale, selections)).then(
          (answer) => {
            const odds = toOddsMillis(answer.data.odds)
            if (odds.ok) ticketStore.update((s) => applyCustomOdds(s, odds.value))
          },
          () => {
            alerts.showAlert({ severity: 'warning', title: t('unavailable') })
          },
        )
      }}
    >
      {t('offer')}
    </button>
  )
}
