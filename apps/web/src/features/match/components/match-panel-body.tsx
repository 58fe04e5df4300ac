'use client'
import type { Match } from '@sportsbook/contracts'
import { useQuery } from '@tanstack/react-query'
import { useFormatter, useTranslations } from 'use-intl'
import { playerQueryOptions } from '@/lib/player-session'
import { headToHeadQueryOptions } from '../api/get-head-to-head'
import { streamsQueryOptions } from '../api/get-streams'
import { chatUserQueryOptions } from '../api/get-chat-user'
import type { Panel } from '../model/match-panels'
import styles from './match.module.css'
import panelStyles from './match-panel-body.module.css'

/**
 * What an open match panel shows, loaded after the page's own code (`MatchPanels`): each reads
 * its data in the browser when first opened anyway.
 */
export function MatchPanelBody({
  panel,
  match,
  locale,
  chatUrl,
}: {
  panel: Panel
  match: Match
  locale: string
  chatUrl: string | undefined
}) {
  if (panel === 'statistics') return <HeadToHead match={match} locale={locale} />
  if (panel === 'stream') return <Stream match={match} locale={locale} />
  return chatUrl ? <MatchChat url={chatUrl} match={match} locale={locale} /> : null
}

function HeadToHead({ match, locale }: { match: Match; locale: string }) {
  const t = useTranslations('match')
  const format = useFormatter()
  const query = useQuery(headToHeadQueryOptions(locale, match.id))
  if (query.isPending) return <p aria-busy="true">{t('loading')}</p>
  if (query.isError) return <p role="alert">{t('statisticsFailed')}</p>
  const games = query.data
  const home = match.competitors?.home.name ?? ''
  const away = match.competitors?.away.name ?? ''
  return (
    <>
      <h3 className={panelStyles.panelTitle}>{t('headToHead')}</h3>
      {games.length === 0 ? (
        <p>{t('noHeadToHead')}</p>
      ) : (
        <table className={styles.headToHead}>
          <caption className="visually-hidden">{t('headToHead')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{home}</th>
              <th scope="col">{away}</th>
            </tr>
          </thead>
          <tbody>
            {games.map((game) => (
              <tr key={game.id}>
                <td>{format.dateTime(new Date(game.start_time), { dateStyle: 'medium' })}</td>
                <td>{game.home_score}</td>
                <td>{game.away_score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}

function Stream({ match, locale }: { match: Match; locale: string }) {
  const t = useTranslations('match')
  const query = useQuery(streamsQueryOptions(locale, match.id))
  if (query.isPending) return <p aria-busy="true">{t('loading')}</p>
  const stream = query.data?.[0]
  if (query.isError || !stream) return <p role="alert">{t('noStream')}</p>
  return stream.type === 'iframe' ? (
    <iframe
      className={panelStyles.frame}
      title={t('streamTitle', { match: match.name })}
      src={stream.url}
      sandbox="allow-scripts allow-same-origin"
      allow="autoplay; fullscreen"
    />
  ) : (
    // HLS plays natively in Safari and Chromium on Android; providers of the demo send iframes.
    <video className={panelStyles.frame} src={stream.url} controls autoPlay muted playsInline>
      <track kind="captions" />
    </video>
  )
}

/**
 * The match chat (MATCH_CHAT_URL): `{matchId}` and `{locale}` filled in, and `{userId}` with the
 * signed-in player's id at the chat provider (empty for a visitor, who reads but cannot write).
 */
function MatchChat({ url, match, locale }: { url: string; match: Match; locale: string }) {
  const t = useTranslations('match')
  const player = useQuery(playerQueryOptions(locale)).data
  const wantsUser = url.includes('{userId}')
  const user = useQuery(chatUserQueryOptions(locale, wantsUser ? player?.id : undefined))
  if (wantsUser && player && user.isPending) return <p aria-busy="true">{t('loading')}</p>
  return (
    <iframe
      className={panelStyles.frame}
      title={t('tab.chat')}
      src={url
        .replace('{matchId}', encodeURIComponent(match.id))
        .replace('{locale}', encodeURIComponent(locale))
        .replace('{userId}', encodeURIComponent(user.data ?? ''))}
      sandbox="allow-scripts allow-same-origin allow-forms"
      loading="lazy"
    />
  )
}
