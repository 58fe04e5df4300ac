'use client'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormatter, useTranslations } from 'use-intl'
import shell from '@/components/shell.module.css'
import { SignInPrompt } from '@/components/sign-in-prompt'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { notificationsQueryOptions } from '../api/get-notifications'
import { unreadCountQueryOptions } from '../api/get-unread-count'
import { useMarkRead } from '../api/mark-read'
import styles from './notifications.module.css'

/**
 * The notifications page (spec §2.2, §7): the player's notifications newest first, 10 to a page,
 * each marked read on its own or all at once. Visitors are asked to sign in (spec §6.1).
 */
export function NotificationsList() {
  const t = useTranslations('notifications')
  const { locale } = useSite()
  const format = useFormatter()
  const player = useQuery(playerQueryOptions(locale))
  const playerId = player.data?.id
  const [page, setPage] = useState(1)
  const list = useQuery(notificationsQueryOptions(locale, playerId, page))
  const unread = useQuery(unreadCountQueryOptions(locale, playerId)).data ?? 0
  const markRead = useMarkRead(locale)
  const read = (ids: readonly string[] | 'all') => {
    markRead.mutate(ids, {
      onError: (error) => {
        reportError(error)
        alerts.showAlert({ severity: 'warning', title: t('readFailed') })
      },
    })
  }

  if (player.isPending) return <p aria-busy="true">{t('loading')}</p>
  if (!player.data) return <SignInPrompt text={t('signIn')} />
  if (list.isPending) return <p aria-busy="true">{t('loading')}</p>
  if (list.isError) return <p role="alert">{t('loadFailed')}</p>
  const { data, pagination } = list.data
  return (
    <>
      <div className={styles.toolbar}>
        <p aria-live="polite">{t('unread', { count: unread })}</p>
        <button
          type="button"
          className={shell.button}
          disabled={unread === 0 || markRead.isPending}
          onClick={() => {
            read('all')
          }}
        >
          {t('markAllRead')}
        </button>
      </div>
      {data.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {data.map((n) => (
            <li
              key={n.id}
              className={styles.item}
              data-notification={n.id}
              data-read={String(n.read)}
              aria-labelledby={`notification-${n.id}`}
            >
              <div>
                <h2 id={`notification-${n.id}`}>{n.title}</h2>
                {n.caption && <p className={styles.muted}>{n.caption}</p>}
                <p>{n.body}</p>
                <p className={styles.muted}>
                  <time dateTime={n.created_at}>
                    {format.dateTime(new Date(n.created_at), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </time>
                </p>
              </div>
              {!n.read && (
                <button
                  type="button"
                  className={shell.button}
                  aria-label={t('markReadOf', { title: n.title })}
                  disabled={markRead.isPending}
                  onClick={() => {
                    read([n.id])
                  }}
                >
                  {t('markRead')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {pagination.last_page > 1 && (
        <nav className={styles.pages} aria-label={t('pages')}>
          <button
            type="button"
            className={shell.button}
            disabled={page <= 1}
            onClick={() => {
              setPage((p) => p - 1)
            }}
          >
            {t('newer')}
          </button>
          <span>{t('page', { page: pagination.page, pages: pagination.last_page })}</span>
          <button
            type="button"
            className={shell.button}
            disabled={page >= pagination.last_page}
            onClick={() => {
              setPage((p) => p + 1)
            }}
          >
            {t('older')}
          </button>
        </nav>
      )}
    </>
  )
}
