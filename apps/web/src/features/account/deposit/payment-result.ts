import type { PlayerDeposit } from '@sportsbook/contracts'
import type { QueryClient } from '@tanstack/react-query'
import type { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { ACCOUNTS_KEY } from '@/lib/player-accounts'
import type { PaymentResult } from './deposit-target'

const SEVERITY = { success: 'success', error: 'danger', pending: 'warning' } as const

/**
 * Says how a payment went (spec §2.6: a status alert after the payment redirect; §8 severities
 * success, danger, warning) and refreshes the balances (a credited deposit also arrives as
 * `balance_changed`).
 */
export function showPaymentResult(
  result: PaymentResult,
  t: ReturnType<typeof useTranslations<'deposit'>>,
  queryClient: QueryClient,
  /** Why it failed, when the api said (a limit, an exclusion), instead of the usual words. */
  reason?: string,
): void {
  alerts.showAlert({
    severity: SEVERITY[result],
    title: t(`result.${result}.title`),
    description: reason ?? t(`result.${result}.description`),
  })
  void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY })
}

/**
 * What an address's `?deposit=` may say (anyone can send a link with `?deposit=success`): a
 * success only when `deposit_id` names a deposit of this player that completed (it may also
 * turn out pending or declined); error and pending claim no money and are shown as they are.
 */
export async function verifiedPaymentResult(
  result: PaymentResult,
  depositId: string | null,
  deposit: (id: string) => Promise<PlayerDeposit>,
): Promise<PaymentResult | undefined> {
  if (result !== 'success') return result
  if (!depositId) return undefined
  try {
    const { status } = await deposit(depositId)
    return status === 'completed' ? 'success' : status === 'pending' ? 'pending' : 'error'
  } catch {
    return undefined
  }
}

/** A quick deposit's answer as a result (spec §4: success, pending or error each say so). */
export function quickDepositResult(status: string | undefined): PaymentResult {
  if (status === 'completed') return 'success'
  if (status === 'pending') return 'pending'
  return 'error'
}
