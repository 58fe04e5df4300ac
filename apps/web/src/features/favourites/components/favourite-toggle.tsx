'use client'
import type { FavouriteType } from '@sportsbook/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { modals } from '@/lib/modals/modal-store'
import { currentPlayer, playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { favouriteIdsQuery } from '../api/get-favourite-ids'
import { useSetFavourite } from '../api/set-favourite'
import styles from './favourites.module.css'

/**
 * A star that marks a match or league as a favourite (spec §4.18: optimistic, reverted on
 * error). Anonymous players are asked to sign in (spec §6.1).
 */
export function FavouriteToggle({
  type,
  id,
  name,
}: {
  type: FavouriteType
  id: string
  name: string
}) {
  const t = useTranslations('favourites')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const player = useQuery(playerQueryOptions(locale)).data
  const ids = favouriteIdsQuery(locale, type, player?.id)
  const marked = useQuery(ids).data?.includes(id) ?? false

  const toggle = useSetFavourite(locale, { type, id, playerId: player?.id }, (error) => {
    reportError(error)
    alerts.showAlert({ severity: 'danger', title: t('failed') })
  })

  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={marked}
      aria-label={t(marked ? 'remove' : 'add', { name })}
      data-favourite={marked}
      onClick={() => {
        void currentPlayer(queryClient, locale).then((signedIn) => {
          if (signedIn) toggle.mutate(!marked)
          else modals.open('sign_in')
        }, reportError)
      }}
    >
      <span aria-hidden="true">{marked ? '★' : '☆'}</span>
    </button>
  )
}
