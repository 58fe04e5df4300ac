'use client'
import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import styles from './shell.module.css'

/** Anonymous visitors are asked to sign in (spec §6: favorites need login). */
export function FavoritesGate() {
  const t = useTranslations()
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale))
  if (player.isPending) return <p>{t('common.loading')}</p>
  if (player.data) return <p>{t('page.favorites.empty')}</p>
  return (
    <>
      <p>{t('page.favorites.signIn')}</p>
      <button
        type="button"
        className={`${styles.button} ${styles.primary}`}
        onClick={() => {
          modals.open('sign_in')
        }}
      >
        {t('header.signIn')}
      </button>
    </>
  )
}
