import type { Metadata } from 'next'
import { ListingPage } from '@/features/catalogue/components/listing-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/results', { title: translator(locale)('nav.results') })
}

/** Results (spec §2): finished matches, latest first. */
export default async function Page({ params }: Props) {
  const { locale } = await params
  return (
    <ListingPage
      locale={locale}
      title={translator(locale)('nav.results')}
      query={{
        match_status: [3, 4],
        type: 'match',
        limit: 100,
        sort_by: [{ field: 'start_time', direction: 'desc' }],
      }}
    />
  )
}
