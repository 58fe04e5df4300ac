'use client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { Balance } from '@/features/account/balance'
import { signOut } from '@/features/account/sign-out'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import styles from './shell.module.css'

/**
 * Sign in and sign up for visitors; the balance and sign-out for a signed-in player (the full
 * profile menu is issue 12's). In the phone's header only Sign in fits; the side menu shows
 * both (`everywhere`).
 */
export function AuthButtons({ everywhere = false }: { everywhere?: boolean }) {
  const t = useTranslations('header')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const player = useQuery(playerQueryOptions(locale)).data
  if (player)
    return (
      <>
        <Balance player={player} className={styles.balance} />
        <button
          type="button"
          className={`${styles.button} ${everywhere ? '' : styles.hideOnPhone}`}
          onClick={() => {
            void signOut(queryClient, locale)
          }}
        >
          {t('signOut')}
        </button>
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
