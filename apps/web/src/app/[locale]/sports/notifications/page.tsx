import type { Metadata } from 'next'
import { NotificationsList } from '@/features/notifications/components/notifications-list'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/notifications', {
    title: translator(locale)('notifications.title'),
    index: false,
  })
}

/** Notifications (spec §2.2, §6: sign-in required): private, so loaded in the browser. */
export default async function NotificationsPage({ params }: Props) {
  const { locale } = await params
  return (
    <>
      <h1>{translator(locale)('notifications.title')}</h1>
      <NotificationsList />
    </>
  )
}
