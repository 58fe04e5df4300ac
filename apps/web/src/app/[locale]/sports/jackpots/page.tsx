import type { Metadata } from 'next'
import { JackpotList } from '@/features/jackpots/components/jackpot-list'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'
import { requireFlag } from '@/lib/site-config'
import { readJackpots } from '@/features/jackpots/api/server-jackpots'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return pageMetadata(locale, '/jackpots', {
    title: translator(locale)('jackpots.title'),
    index: true,
  })
}

/** The running jackpots (decision 134), behind the `jackpots` flag: without it, a 404. */
export default async function JackpotsPage({ params }: Props) {
  requireFlag('jackpots')
  const { locale } = await params
  const t = translator(locale)
  // The pools as they are now; the browser asks again every 15 s (or first, if this failed).
  const jackpots = await readJackpots(locale)
  return (
    <>
      <h1>{t('jackpots.title')}</h1>
      <p>{t('jackpots.intro')}</p>
      <JackpotList initial={jackpots} />
    </>
  )
}

// Pools move with every bet: render per request.
export const dynamic = 'force-dynamic'
