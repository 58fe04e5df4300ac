'use client'
import { isUsableBonus } from '@sportsbook/domain'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useTranslations } from 'use-intl'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite, useSportsLink } from '@/lib/site-context'
import { campaignsQueryOptions } from '../api/get-campaigns'
import { myBonusesQueryOptions } from '../api/get-my-bonuses'
import { isIssued, useBonusSummary } from './bonus-card'
import { FarmingProgress } from './farming-progress'
import { TournamentLeaderboard } from './tournament-leaderboard'
import styles from './bonuses.module.css'

/** Leaderboard rows a widget shows (the player's own row comes after them). */
const WIDGET_ROWS = 5

/**
 * The bonuses widget (one of the widgets the spec lists): a player's usable bonuses with their progress,
 * or the offers for a visitor, and the way to promotions.
 */
export function BonusesWidget() {
  const t = useTranslations('bonuses.widget')
  const { locale } = useSite()
  const link = useSportsLink()
  const summary = useBonusSummary()
  const player = useQuery(playerQueryOptions(locale))
  const mine = useInfiniteQuery(myBonusesQueryOptions(locale, player.data?.id))
  const offers = useQuery({
    ...campaignsQueryOptions(locale, 'valid', player.data?.currency),
    enabled: player.data === null,
  })
  const items = player.data
    ? (mine.data?.pages[0]?.data ?? []).filter((bonus) => isUsableBonus(bonus.status))
    : (offers.data ?? [])
  return (
    <section className={styles.widget} aria-labelledby="bonuses-widget">
      <h2 id="bonuses-widget">{player.data ? t('mine') : t('offers')}</h2>
      {items.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id} data-bonus={item.id}>
              <strong>{item.name}</strong> <span className={styles.muted}>{summary(item)}</span>
              {isIssued(item) && <FarmingProgress bonus={item} />}
            </li>
          ))}
        </ul>
      )}
      <Link href={link('/promotions')}>{t('all')}</Link>
    </section>
  )
}

/** The leaderboard widget: the first running tournament's top rows, live, and its page. */
export function LeaderboardWidget() {
  const t = useTranslations('bonuses.widget')
  const { locale } = useSite()
  const link = useSportsLink()
  const player = useQuery(playerQueryOptions(locale))
  const campaigns = useQuery(campaignsQueryOptions(locale, 'valid', player.data?.currency))
  const tournament = campaigns.data?.find((c) => c.type === 'tournament')
  if (!tournament) return null
  return (
    <section className={styles.widget} aria-labelledby="leaderboard-widget">
      <h2 id="leaderboard-widget">{t('leaderboard', { name: tournament.name })}</h2>
      <TournamentLeaderboard tournamentId={tournament.id} limit={WIDGET_ROWS} compact />
      <Link href={link(`/promotions/tournaments/${tournament.id}`)}>{t('fullLeaderboard')}</Link>
    </section>
  )
}

/** Both widgets side by side, as the home page shows them. */
export function BonusWidgets() {
  return (
    <div className={styles.widgets}>
      <BonusesWidget />
      <LeaderboardWidget />
    </div>
  )
}
