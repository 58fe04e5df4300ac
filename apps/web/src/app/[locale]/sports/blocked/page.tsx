import type { Metadata } from 'next'
import { StaticPage } from '@/components/static-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/blocked', {
    title: translator(locale)('page.blocked.title'),
    index: false,
  })
}

/** Blocked by country (spec §8: "Restricted Region", with a VPN hint). */
export default async function BlockedPage({ params }: Props) {
  const { locale } = await params
  const t = translator(locale)
  return (
    <StaticPage
      locale={locale}
      title={t('page.blocked.title')}
      body={`${t('page.blocked.description')}\n\n${t('page.blocked.vpn')}`}
    />
  )
}
