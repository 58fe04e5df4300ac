'use client'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useTranslations } from 'use-intl'
import shell from '@/components/shell.module.css'
import { useSite, useSportsLink } from '@/lib/site-context'
import { unreadCountQueryOptions } from '../api/get-unread-count'
import styles from './notifications.module.css'

/** The bell (spec §2): the signed-in player's unread count, a link to the list. */
export function NotificationBell({
  playerId,
  className = '',
}: {
  playerId: string
  className?: string | undefined
}) {
  const t = useTranslations('notifications')
  const { locale } = useSite()
  const link = useSportsLink()
  const unread = useQuery(unreadCountQueryOptions(locale, playerId)).data ?? 0
  return (
    <Link
      className={`${shell.iconButton} ${styles.bell} ${className}`}
      href={link('/notifications')}
      aria-label={t('bell', { count: unread })}
      data-unread={unread}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {unread > 0 && (
        <span className={styles.count} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  )
}
