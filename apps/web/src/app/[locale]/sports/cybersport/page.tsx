import type { Metadata } from 'next'
import { ListingPage } from '@/features/catalogue/components/listing-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/cybersport', { title: translator(locale)('nav.cybersport') })
}

/** E-sports (spec §2 "/cybersport"): matches of the cyber sports. */
export default async function Page({ params }: Props) {
  const { locale } = await params
  return (
    <ListingPage
      locale={locale}
      title={translator(locale)('nav.cybersport')}
      query={{ sport_type: 'cyber', match_status: [0, 1], limit: 100 }}
    />
  )
}
