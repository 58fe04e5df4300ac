'use client'
import { newSelection, toOddsMillis } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useSite } from '@/lib/site-context'
import { quickBetStore } from '@/slip/quick-bet-store'
import { PickOutcomeContext, type PickOutcome } from '@/slip/pick-outcome'
import { ticketStore } from '@/slip/ticket-store'

/**
 * Makes the one click handler every odds button shares: with quick bet on, a click places a
 * single at once; otherwise the outcome joins the slip, or leaves it when it is already there.
 * One function per page (not one per button and render: odds buttons are the hot path).
 */
export function PickOutcomeProvider({ children }: { children: ReactNode }) {
  const t = useTranslations()
  const { locale, phoneVerificationRequired } = useSite()
  const queryClient = useQueryClient()
  const pick = useMemo<PickOutcome>(
    () => (ref, odds) => {
      const oddsMillis = toOddsMillis(odds)
      if (!oddsMillis.ok) return
      const selection = newSelection({ ...ref, oddsMillis: oddsMillis.value })
      if (quickBetStore.store.getState().isEnabled) {
        import('./quick-pick')
          .then(({ quickPick }) =>
            quickPick(selection, t, queryClient, locale, phoneVerificationRequired),
          )
          .catch(reportError)
        return
      }
      const refused = ticketStore.toggle(selection)
      if (refused?.code === 'selectionLimit')
        alerts.showAlert({
          severity: 'warning',
          title: t('betslip.selectionLimit', { max: refused.max }),
        })
    },
    [t, locale, queryClient, phoneVerificationRequired],
  )
  return <PickOutcomeContext value={pick}>{children}</PickOutcomeContext>
}
