'use client'
import { newSelection, toOddsMillis } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useSite } from '@/lib/site-context'
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
  return (ref, odds) => {
    const oddsMillis = toOddsMillis(odds)
    if (!oddsMillis.ok) return
    const selection = newSelection({ ...ref, oddsMillis: oddsMillis.value })
    if (quickBetStore.store.getState().isEnabled) {
      import('./quick-pick')
        .then(({ quickPick }) => quickPick(selection, t, queryClient, locale))
        .catch(reportError)
      return
    }
    const refused = ticketStore.toggle(selection)
    if (refused?.code === 'selectionLimit')
      alerts.showAlert({
        severity: 'warning',
        title: t('betslip.selectionLimit', { max: refused.max }),
      })
  }
}
