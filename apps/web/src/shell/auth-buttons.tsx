'use client'
import dynamic from 'next/dynamic'
import { useTranslations } from 'use-intl'
import { Balance } from '@/features/account/balance'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { loadWhenOnline } from '@/lib/load-when-online'
import { modals } from '@/lib/modals/modal-store'
import { useAuthStatus } from '@/lib/player-session'
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
          <button
            type="button"
            className={`${styles.button} ${styles.primary} ${styles.hideOnPhone}`}
            onClick={() => {
              modals.open('deposit')
            }}
          >
            {t('deposit')}
          </button>
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
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          modals.open('sign_in')
        }}
      >
        {t('signIn')}
      </button>
      <button
        type="button"
        className={`${styles.button} ${styles.primary} ${everywhere ? '' : styles.hideOnPhone}`}
        onClick={() => {
          modals.open('sign_up')
        }}
      >
        {t('signUp')}
      </button>
    </div>
  )
}
