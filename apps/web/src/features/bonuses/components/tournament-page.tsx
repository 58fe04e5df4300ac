'use client'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useFormatter, useTranslations } from 'use-intl'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite, useSportsLink } from '@/lib/site-context'
import { tournamentRatingQueryOptions } from '../api/get-tournament-rating'
import { TournamentLeaderboard } from './tournament-leaderboard'

/** Rows of the tournament page's leaderboard (the player's own row comes after them). */
export const PAGE_ROWS = 20

/** A hunting tournament (decision 145): its name and dates over its live leaderboard. */
export function TournamentPage({ id }: { id: string }) {
  const t = useTranslations('bonuses.tournament')
  const { locale } = useSite()
  const link = useSportsLink()
  const format = useFormatter()
  const player = useQuery(playerQueryOptions(locale))
  // The leaderboard's own query: one request for the heading and the table.
  const rating = useQuery(tournamentRatingQueryOptions(locale, id, PAGE_ROWS, player.data?.id))
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' })
  return (
    <>
      <p>
        <Link href={link('/promotions')}>{t('back')}</Link>
      </p>
      <h1>{rating.data?.name ?? t('title')}</h1>
      {rating.data && (
        <p>{t('dates', { from: date(rating.data.valid_from), to: date(rating.data.valid_to) })}</p>
      )}
      <TournamentLeaderboard tournamentId={id} limit={PAGE_ROWS} />
    </>
  )
}
