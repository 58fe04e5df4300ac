import type { Metadata } from 'next'
import { ListingPage } from '@/features/catalogue/components/listing-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/live', { title: translator(locale)('nav.live') })
}

/** Live (spec §2 "/live"): matches in play; issue 10 groups them by sport with live odds. */
export default async function Page({ params }: Props) {
  const { locale } = await params
  return (
    <ListingPage
      locale={locale}
      title={translator(locale)('nav.live')}
      query={{
        match_status: [1, 2],
        type: 'match',
        limit: 200,
        sort_by: [
          { field: 'sport.priority', direction: 'desc' },
          { field: 'start_time', direction: 'asc' },
        ],
      }}
    />
  )
}
