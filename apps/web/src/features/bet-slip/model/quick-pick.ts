import { formatMoney, isLiveStatus, type SlipSelection } from '@sportsbook/domain'
import type { QueryClient } from '@tanstack/react-query'
import type { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { modals } from '@/lib/modals/modal-store'
import { errorMessage } from './error-message'
import { placeQuickBet } from './place-bets'
import { quickBetStore } from '@/slip/quick-bet-store'
import { ticketStore } from '@/slip/ticket-store'

/** The last quick bet's refusal, dismissed when the next quick bet starts. */
let refusalAlert: number | undefined

/**
 * A click on a price with quick bet on: places the single and tells the player how it went
 * (loaded on the first quick bet, not with every list of prices).
 */
export async function quickPick(
  selection: SlipSelection,
  t: ReturnType<typeof useTranslations<never>>,
  queryClient: QueryClient,
  locale: string,
  phoneRequired: boolean,
): Promise<void> {
  // One quick bet's refusal never stands beside the next one's outcome.
  if (refusalAlert !== undefined) alerts.dismissAlert(refusalAlert)
  refusalAlert = undefined
  // A live quick bet shows that it is being placed until it is in or refused (spec §4.5).
  const processing = isLiveStatus(selection.matchStatus)
    ? alerts.showToast({
        severity: 'info',
        title: t('quickBet.processing', { name: selection.labels.outcomeName }),
      })
    : undefined
  const outcome = await placeQuickBet(
    quickBetStore,
    selection,
    ticketStore.rules,
    queryClient,
    locale,
    phoneRequired,
  ).finally(() => {
    if (processing !== undefined) alerts.dismissToast(processing)
  })
  if (!outcome) return
  switch (outcome.kind) {
    case 'placed': {
      const { stakeSubunits, currency } = quickBetStore.store.getState()
      alerts.showToast({
        severity: 'success',
        title: t('quickBet.placed', {
          name: selection.labels.outcomeName,
          stake: formatMoney({ subunits: stakeSubunits, currency }, locale),
        }),
      })
      return
    }
    case 'signInRequired':
      modals.open('sign_in')
      return
    case 'phoneVerificationRequired':
      modals.open('phone_verification')
      return
    case 'notApproved':
      alerts.showAlert({ severity: 'warning', title: t('quickBet.approveFirst') })
      return
    case 'refused':
      // A moved price: there is nothing to accept, the player clicks the new price if they like.
      refusalAlert = alerts.showAlert({
        severity: 'danger',
        title: outcome.oddsMoved
          ? t('quickBet.oddsMoved', { name: selection.labels.outcomeName })
          : (outcome.text ?? errorMessage(t, outcome.messageKey)),
      })
      return
    case 'failed':
      alerts.showAlert({
        severity: 'danger',
        title: t('alerts.defaultErrorTitle'),
        description: t('alerts.defaultErrorDescription'),
      })
  }
}
