'use client'
import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { Balance } from '@/features/account/balance'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { loadWhenOnline } from '@/lib/load-when-online'
import { alerts } from '@/lib/alerts/alert-store'
import { modals } from '@/lib/modals/modal-store'
import { useAuthStatus } from '@/lib/player-session'
import { useAuthAvailability, useDepositAvailability } from '@/lib/sign-in-availability'
import { useSite } from '@/lib/site-context'
import styles from '@/components/shell.module.css'

// Only players need it: visitors never download the menu.
const ProfileMenu = dynamic(() =>
  loadWhenOnline(() => import('@/features/account/profile-menu')).then((m) => m.ProfileMenu),
)

/**
 * Sign in and sign up for visitors; the balance, Deposit and the profile menu for a logged-in
 * player (the domain's auth status).
 * In the phone's header only Sign in fits; the side menu shows both (`everywhere`).
 */
export function AuthButtons({ everywhere = false }: { everywhere?: boolean }) {
  const t = useTranslations('header')
  const { locale } = useSite()
  const { status, player, failed, retry } = useAuthStatus(locale)
  if (failed)
    // Spec §8: a profile that fails to load is a system error — never shown as signed out.
    return (
      <div className={styles.authButtons} role="alert">
        <span className="visually-hidden">{t('accountFailed')}</span>
        <button type="button" className={styles.button} onClick={retry} title={t('accountFailed')}>
          {t('accountRetry')}
        </button>
      </div>
    )
  if (status === 'loggedIn' && player)
    return (
      <>
        <Balance player={player} className={styles.balance} />
        {/* On desktop Deposit sits by the balance; phones have it in the tab bar. */}
        {!everywhere && (
          <DepositButton className={`${styles.button} ${styles.primary} ${styles.hideOnPhone}`}>
            {t('deposit')}
          </DepositButton>
        )}
        {/* Phones have it in the side menu: their header has no room left. */}
        <NotificationBell playerId={player.id} className={everywhere ? '' : styles.hideOnPhone} />
        <ProfileMenu player={player} />
      </>
    )
  // Until the profile answers, the buttons hold their place unseen: a player's page does not
  // flash "Sign in" on every load.
  return (
    <div className={styles.authButtons} data-pending={status === 'pending' ? '' : undefined}>
      <AuthDialogButton dialog="sign_in" className={styles.button}>
        {t('signIn')}
      </AuthDialogButton>
      <AuthDialogButton
        dialog="sign_up"
        className={`${styles.button} ${styles.primary} ${everywhere ? '' : styles.hideOnPhone}`}
      >
        {t('signUp')}
      </AuthDialogButton>
    </div>
  )
}

/**
 * Sign in or Sign up, shown unavailable before it is tried where it cannot happen (a blocked
 * country, a host frame that does not listen for it); a click then says why.
 */
export function AuthDialogButton({
  dialog,
  className,
  children,
}: {
  dialog: 'sign_in' | 'sign_up'
  className: string | undefined
  children: ReactNode
}) {
  const t = useTranslations('header')
  const availability = useAuthAvailability(dialog)
  const reason = {
    available: undefined,
    countryBlocked: t('countryBlocked'),
    notInThisFrame: t(dialog === 'sign_in' ? 'notInThisFrame' : 'signUpNotInThisFrame'),
  }[availability]
  return (
    <button
      type="button"
      className={className}
      aria-disabled={reason ? true : undefined}
      title={reason}
      onClick={() => {
        // In a frame the embedding bridge answers the dialog with its own notice.
        if (availability === 'countryBlocked')
          alerts.showAlert({ severity: 'warning', title: t('countryBlocked') })
        else modals.open(dialog)
      }}
    >
      {children}
    </button>
  )
}

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
