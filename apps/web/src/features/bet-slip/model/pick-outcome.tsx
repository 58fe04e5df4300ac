'use client'
import { newSelection, toOddsMillis } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, type ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useSite } from '@/lib/site-context'
import { replayEarlyTaps } from '@/slip/early-taps'
import { quickBetState } from '@/slip/slip-state'
import { PickOutcomeContext, type PickOutcome } from '@/slip/pick-outcome'

/**
 * Makes the one click handler every odds button shares: with quick bet on, a click places a
 * single at once; otherwise the outcome joins the slip, or leaves it when it is already there.
 * One function per page (not one per button and render: odds buttons are the hot path).
 *
 * The slip's rules load with the page's slip effects, after the first paint (decision 172): a
 * click before that waits for them, and clicks keep their order (one module promise). A tap
 * made before the page hydrated is replayed once it has (`early-taps`, decision 173).
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
      if (quickBetState.getState().isEnabled) {
        import('./quick-pick')
          .then(({ quickPick }) =>
            quickPick(selection, t, queryClient, locale, phoneVerificationRequired),
          )
          .catch(reportError)
        return
      }
      import('@/slip/ticket-store')
        .then(({ ticketStore }) => {
          const refused = ticketStore.toggle(selection)
          if (refused?.code === 'selectionLimit')
            alerts.showAlert({
              severity: 'warning',
              title: t('betslip.selectionLimit', { max: refused.max }),
            })
        })
        .catch(reportError)
    },
    [t, locale, queryClient, phoneVerificationRequired],
  )
  // The page's prices have hydrated (they are its children): taps made before count now.
  useEffect(replayEarlyTaps, [])
  return <PickOutcomeContext value={pick}>{children}</PickOutcomeContext>
}
