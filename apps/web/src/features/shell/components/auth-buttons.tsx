'use client'
import { useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useTranslations } from 'use-intl'
import { Balance } from '@/features/account/balance'
import { loadWhenOnline } from '@/lib/load-when-online'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import styles from './shell.module.css'

// Only players need it: visitors never download the menu.
const ProfileMenu = dynamic(() =>
  loadWhenOnline(() => import('@/features/account/profile-menu')).then((m) => m.ProfileMenu),
)

/**
 * Sign in and sign up for visitors; the balance and the profile menu for a signed-in player.
 * In the phone's header only Sign in fits; the side menu shows both (`everywhere`).
 */
export function AuthButtons({ everywhere = false }: { everywhere?: boolean }) {
  const t = useTranslations('header')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  if (player)
    return (
      <>
        <Balance player={player} className={styles.balance} />
        <ProfileMenu player={player} />
      </>
    )
  return (
    <>
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
    </>
  )
}
