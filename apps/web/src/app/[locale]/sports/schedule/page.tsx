import type { Metadata } from 'next'
import { ListingPage } from '@/features/catalogue/components/listing-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/schedule', { title: translator(locale)('nav.schedule') })
}

/** Schedule (spec §2): upcoming matches by start time; issue 10 adds the date filter and sortBy. */
export default async function Page({ params }: Props) {
  const { locale } = await params
  return (
    <ListingPage
      locale={locale}
      title={translator(locale)('nav.schedule')}
      query={{
        match_status: [0],
        type: 'match',
        limit: 100,
        sort_by: [{ field: 'start_time', direction: 'asc' }],
      }}
    />
  )
}
