'use client'
import { formatMoney, newSelection, toOddsMillis } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { modals } from '@/lib/modals/modal-store'
import { useSite } from '@/lib/site-context'
import { useErrorMessage } from '../components/block-messages'
import { placeQuickBet } from './place-bets'
import { quickBetStore } from './quick-bet-store'
import type { SelectionRef } from './selection-ref'
import { ticketStore } from './ticket-store'

/**
 * What a click on a price does: with quick bet on, it places a single at once; otherwise the
 * outcome joins the slip, or leaves it when it is already there.
 */
export function usePickOutcome(): (selection: SelectionRef, odds: number) => void {
  const t = useTranslations()
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const errorMessage = useErrorMessage()
  return (ref, odds) => {
    const oddsMillis = toOddsMillis(odds)
    if (!oddsMillis.ok) return
    const selection = newSelection({ ...ref, oddsMillis: oddsMillis.value })
    if (!quickBetStore.store.getState().isEnabled) {
      const refused = ticketStore.toggle(selection)
      if (refused?.code === 'selectionLimit')
        alerts.showAlert({
          severity: 'warning',
          title: t('betslip.selectionLimit', { max: refused.max }),
        })
      return
    }
    void placeQuickBet(quickBetStore, selection, ticketStore.rules, queryClient, locale).then(
      (outcome) => {
        if (!outcome) return
        switch (outcome.kind) {
          case 'placed': {
            const { stakeSubunits, currency } = quickBetStore.store.getState()
            alerts.showToast({
              severity: 'success',
              title: t('quickBet.placed', {
                name: ref.labels.outcomeName,
                stake: formatMoney({ subunits: stakeSubunits, currency }, locale),
              }),
            })
            return
          }
          case 'signInRequired':
            modals.open('sign_in')
            return
          case 'notApproved':
            alerts.showAlert({ severity: 'warning', title: t('quickBet.approveFirst') })
            return
          case 'refused':
            alerts.showAlert({
              severity: 'danger',
              title: errorMessage(outcome.messageKey),
              ...(outcome.details[0] ? { description: outcome.details[0] } : {}),
            })
            return
          case 'failed':
            alerts.showAlert({
              severity: 'danger',
              title: t('alerts.defaultErrorTitle'),
              description: t('alerts.defaultErrorDescription'),
            })
        }
      },
    )
  }
}
