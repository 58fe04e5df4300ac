import type { Metadata } from 'next'
import { StaticPage } from '@/components/static-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/racing', { title: translator(locale)('nav.racing'), index: true })
}

/** Horse racing (spec §2): a partner product, launched through the virtual wallet when one is configured. */
export default async function Page({ params }: Props) {
  const { locale } = await params
  const t = translator(locale)
  return <StaticPage locale={locale} title={t('nav.racing')} body={t('page.partner.description')} />
}
