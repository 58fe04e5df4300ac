import type { Metadata } from 'next'
import { StaticPage } from '@/components/static-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/general-rules', {
    title: translator(locale)('static.generalRules.title'),
    index: true,
  })
}

/** General rules (spec §2 "/general-rules"). */
export default async function Page({ params }: Props) {
  const { locale } = await params
  const t = translator(locale)
  return (
    <StaticPage
      locale={locale}
      title={t('static.generalRules.title')}
      body={t('static.generalRules.body')}
    />
  )
}
