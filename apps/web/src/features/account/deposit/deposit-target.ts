import type { DepositConfig } from '@/lib/site-config'

/**
 * Where a deposit leaves the sportsbook for (spec §2.6), or undefined when it is taken in the
 * deposit dialog (`iframe`, `quick`): the wallet's deposit page or this mirror's cashier, with
 * the currency and the address to come back to in the query string.
 */
export function externalDepositUrl(
  config: DepositConfig,
  where: {
    readonly host: string
    readonly origin: string
    readonly currency: string
    readonly returnUrl: string
  },
): string | undefined {
  const base =
    config.mode === 'wallet'
      ? config.walletUrl
      : config.mode === 'custom'
        ? (config.customUrls[where.host] ?? config.customUrls['*'])
        : undefined
  if (!base) return undefined
  const url = new URL(base, where.origin)
  url.searchParams.set('currency', where.currency)
  url.searchParams.set('return_url', where.returnUrl)
  return url.toString()
}

/** The payment result a provider sends the player back with (spec §2.6: `?deposit=`). */
/** The spec's `?deposit=` values. */
export const PAYMENT_RESULTS = ['success', 'error', 'pending'] as const
export type PaymentResult = (typeof PAYMENT_RESULTS)[number]

export const isPaymentResult = (value: string | null): value is PaymentResult =>
  (PAYMENT_RESULTS as readonly (string | null)[]).includes(value)
