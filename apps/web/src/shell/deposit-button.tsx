'use client'
import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { modals } from '@/lib/modals/modal-store'
import { useDepositAvailability } from '@/lib/sign-in-availability'

/**
 * Deposit, shown unavailable before it is tried in a host's frame that does not handle it
 * (spec §5.4); a click then gets the embedding bridge's notice.
 */
export function DepositButton({
  className,
  children,
}: {
  className: string | undefined
  children: ReactNode
}) {
  const t = useTranslations('header')
  const unavailable = useDepositAvailability() === 'notInThisFrame'
  return (
    <button
      type="button"
      className={className}
      aria-disabled={unavailable || undefined}
      title={unavailable ? t('depositNotInThisFrame') : undefined}
      onClick={() => {
        modals.open('deposit')
      }}
    >
      {children}
    </button>
  )
}
