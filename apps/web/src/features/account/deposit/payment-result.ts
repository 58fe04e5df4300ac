import type { QueryClient } from '@tanstack/react-query'
import type { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { ACCOUNTS_KEY } from '../account-queries'
import type { PaymentResult } from './deposit-target'

const SEVERITY = { success: 'success', failed: 'danger', pending: 'warning' } as const

/**
 * Says how a payment went (spec §2: a status alert after the payment redirect; §8 severities
 * success, danger, warning) and refreshes the balances (a credited deposit also arrives as
 * `balance_changed`).
 */
export function showPaymentResult(
  result: PaymentResult,
  t: ReturnType<typeof useTranslations<'deposit'>>,
  queryClient: QueryClient,
): void {
  alerts.showAlert({
    severity: SEVERITY[result],
    title: t(`result.${result}.title`),
    description: t(`result.${result}.description`),
  })
  void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY })
}
