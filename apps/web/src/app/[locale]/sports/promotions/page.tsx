import type { Metadata } from 'next'
import { StaticPage } from '@/components/static-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/promotions', {
    title: translator(locale)('static.promotions.title'),
    index: true,
  })
}

/** Promotions (spec §2); the bonus lists come with the bonuses issue. */
export default async function Page({ params }: Props) {
  const { locale } = await params
  const t = translator(locale)
  return (
    <StaticPage
      locale={locale}
      title={t('static.promotions.title')}
      body={t('static.promotions.body')}
    />
  )
}
