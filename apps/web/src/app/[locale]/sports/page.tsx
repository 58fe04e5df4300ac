import type { Metadata } from 'next'
import { getSportsMenu } from '@/features/catalogue/api/get-sports-menu'
import { SportsMenu } from '@/features/catalogue/components/sports-menu'

export const metadata: Metadata = { title: 'Sports' }

// Counters and names change with the feed: render per request, never at build time.
export const dynamic = 'force-dynamic'

// The home screen (spec §2 "/"): issue 10 adds top live and top prematch events.
export default async function SportsHomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  const items = await getSportsMenu(locale)
  return (
    <main>
      <h1>Sportsbook</h1>
      <SportsMenu items={items} title="Sports" />
    </main>
  )
}
