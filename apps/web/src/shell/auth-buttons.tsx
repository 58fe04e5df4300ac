'use client'
import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { lazyComponent } from '@/lib/lazy-component'
import { loadWhenOnline } from '@/lib/load-when-online'
import { modals } from '@/lib/modals/modal-store'
import { useAuthStatus } from '@/lib/player-session'
import { useAuthAvailability } from '@/lib/sign-in-availability'
import { useSite } from '@/lib/site-context'
import styles from '@/components/shell.module.css'

// Only players need them: visitors never download the balance, the bell or the menu. While
// they load, the visitor's buttons hold their place unseen, as while the profile loads.
const PlayerButtons = lazyComponent(
  () => loadWhenOnline(() => import('./player-buttons')).then((m) => m.PlayerButtons),
  { loading: ({ everywhere }) => <VisitorButtons everywhere={everywhere} pending /> },
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
    return <PlayerButtons player={player} everywhere={everywhere} />
  // Until the profile answers, the buttons hold their place unseen: a player's page does not
  // flash "Sign in" on every load.
  return <VisitorButtons everywhere={everywhere} pending={status === 'pending'} />
}

function VisitorButtons({ everywhere, pending }: { everywhere: boolean; pending: boolean }) {
  const t = useTranslations('header')
  return (
    <div className={styles.authButtons} data-pending={pending ? '' : undefined}>
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
