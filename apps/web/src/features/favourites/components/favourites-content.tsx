'use client'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useTranslations } from 'use-intl'
import { MatchList } from '@/components/match-list'
import { SignInPrompt } from '@/components/sign-in-prompt'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite, useSportsLink } from '@/lib/site-context'
import { favouriteLeaguesQuery } from '../api/get-favourite-leagues'
import { favouriteMatchesQuery } from '../api/get-favourite-matches'

/**
 * The favourites page's content: the signed-in player's favourite matches (not ended) and
 * leagues; anonymous visitors are asked to sign in (spec §6.1). Private, so loaded in the browser.
 */
export function FavouritesContent() {
  const t = useTranslations()
  const { locale } = useSite()
  const link = useSportsLink()
  const player = useQuery(playerQueryOptions(locale))
  const matches = useQuery(favouriteMatchesQuery(locale, player.data?.id))
  const leagues = useQuery(favouriteLeaguesQuery(locale, player.data?.id))

  if (player.isPending) return <p aria-busy="true">{t('common.loading')}</p>
  if (!player.data) return <SignInPrompt text={t('page.favorites.signIn')} />
  if (matches.isPending || leagues.isPending) return <p aria-busy="true">{t('common.loading')}</p>
  if (matches.isError || leagues.isError) return <p role="alert">{t('favourites.loadFailed')}</p>
  return (
    <>
      <h2>{t('page.sport.matches')}</h2>
      <MatchList
        matches={matches.data}
        hrefOf={(match) => link(`/${match.sport.key}/${match.slug}`)}
        liveLabel={t('nav.live')}
        emptyText={t('page.favorites.empty')}
      />
      <h2>{t('page.sport.leagues')}</h2>
      {leagues.data.length === 0 ? (
        <p>{t('favourites.noLeagues')}</p>
      ) : (
        <ul>
          {leagues.data.map((league) => (
            <li key={league.id}>
              <Link href={link(`/${league.sport.key}/${league.slug}`)}>{league.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
