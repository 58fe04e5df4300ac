import type { Metadata } from 'next'
import { TournamentPage } from '@/features/bonuses/components/tournament-page'
import { translator } from '@/i18n/translator'
import { pageMetadata } from '@/lib/page-metadata'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  return pageMetadata(locale, `/promotions/tournaments/${id}`, {
    title: translator(locale)('bonuses.tournament.title'),
  })
}

/** A hunting tournament (decision 145): its live leaderboard, loaded in the browser. */
export default async function TournamentRoute({ params }: Props) {
  const { id } = await params
  return <TournamentPage id={id} />
}
