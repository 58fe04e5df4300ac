import type { Metadata } from 'next'
import { StaticPage } from '@/components/static-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/premium-cricket', {
    title: translator(locale)('nav.premiumCricket'),
    index: true,
  })
}

/** Premium cricket (spec §2): a partner product. */
export default async function Page({ params }: Props) {
  const { locale } = await params
  const t = translator(locale)
  return (
    <StaticPage
      locale={locale}
      title={t('nav.premiumCricket')}
      body={t('page.partner.description')}
    />
  )
}
