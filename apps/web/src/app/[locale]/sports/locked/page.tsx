import type { Metadata } from 'next'
import { StaticPage } from '@/components/static-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/locked', {
    title: translator(locale)('page.locked.title'),
    index: false,
  })
}

/** Locked (spec §8: "Unauthorized", not authorized to view). */
export default async function Page({ params }: Props) {
  const { locale } = await params
  const t = translator(locale)
  return (
    <StaticPage
      locale={locale}
      title={t('page.locked.title')}
      body={t('page.locked.description')}
    />
  )
}
