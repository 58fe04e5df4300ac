'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { groupMarkets, oneOf } from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { Tabs } from '@/components/tabs'
import { loadWhenOnline } from '@/lib/load-when-online'
import { useOperatorSettings } from '@/lib/site-context'
import { useFollowMatch } from '@/live/use-follow-match'
import { matchKeys } from '../api/match-keys'
import { matchQueryOptions } from '../api/get-match'
import { marketsQueryOptions } from '../api/get-markets'
import { betBuilderQueryOptions } from '../api/get-bet-builder'
import type { MatchPageData } from '../api/read-match-page'
import { MarketList } from './market-list'
import { MatchPanels } from './match-panels'
import { Scoreboard } from './scoreboard'
import styles from './match.module.css'

/** Group keys with a translated label; others show their key. */
const KNOWN_GROUPS = ['all', 'main', 'totals', 'handicaps', 'halves', 'scores'] as const
const isKnownGroup = oneOf(KNOWN_GROUPS)

/** Below the markets, loaded after the page's own code: it reads its counts in the browser. */
const MatchPrediction = lazyComponent(
  () => loadWhenOnline(() => import('./match-prediction')).then((m) => m.MatchPrediction),
  { browserOnly: true },
)

/**
 * The match page (spec §2.4 /[sport]/[match]): scoreboard, the STATISTICS / STREAM / CHAT panels,
 * markets in tabs by group key, the bet builder at `#betBuilder`, then "who will win?". Its data
 * starts from what the server read (`initial`) and stays live over the match channel.
 */
export function MatchView({
  initial,
  locale,
  logos,
  favourite,
}: {
  initial: MatchPageData
  locale: string
  /** The scoreboard's team logos, rendered by the server. */
  logos: { readonly home: ReactNode; readonly away: ReactNode }
  /** The favourite toggle, from the favourites feature (the page composes the two). */
  favourite: ReactNode
}) {
  const t = useTranslations('match')
  const queryClient = useQueryClient()
  const matchId = initial.match.id
  const match = useQuery(matchQueryOptions(locale, initial.match)).data
  const snapshot = useQuery(marketsQueryOptions(locale, matchId, initial.markets)).data
  const markets = snapshot?.markets
  const { customBets } = useOperatorSettings()
  const betBuilder = useQuery(
    betBuilderQueryOptions(locale, matchId, customBets, initial.betBuilder),
  ).data
  useFollowMatch(match, snapshot, () => {
    for (const key of [matchKeys.match, matchKeys.markets, matchKeys.betBuilder])
      void queryClient.invalidateQueries({ queryKey: key(locale, matchId) })
  })
  const groups = useMemo(() => groupMarkets(markets ?? []), [markets])
  // The first group until the player picks one (and again if the picked one closes).
  const [group, setGroup] = useState('')
  // One list: the builder's markets, whatever their groups.
  const builderMarkets = useMemo(
    () =>
      groupMarkets((betBuilder ?? []).map((m) => ({ ...m, market_groups: ['builder'] })))[0]
        ?.markets ?? [],
    [betBuilder],
  )

  const groupLabel = (key: string) => (isKnownGroup(key) ? t(`groups.${key}`) : key)
  return (
    <article className={styles.page} data-match={match.id}>
      <div className={styles.heading}>
        <Scoreboard match={match} logos={logos} />
        {favourite}
      </div>
      <MatchPanels match={match} locale={locale} />

      <h2 className={styles.sectionTitle}>{t('markets')}</h2>
      {groups.length === 0 ? (
        <p>{t('noMarkets')}</p>
      ) : (
        <Tabs
          label={t('marketGroups')}
          tabs={groups.map((g) => g.key)}
          selected={group}
          onSelect={setGroup}
          tabLabel={groupLabel}
          panel={(key) => (
            <MarketList match={match} markets={groups.find((g) => g.key === key)?.markets ?? []} />
          )}
          className={styles.groups}
          listClassName={styles.tabList}
          tabClassName={styles.tab}
        />
      )}

      {customBets && (
        <section id="betBuilder" className={styles.betBuilder} aria-labelledby="betBuilder-title">
          <h2 id="betBuilder-title" className={styles.sectionTitle}>
            {t('betBuilder')}
          </h2>
          {builderMarkets.length === 0 ? (
            <p>{t('noBetBuilder')}</p>
          ) : (
            <>
              <p>{t('betBuilderHint')}</p>
              <MarketList match={match} markets={builderMarkets} />
            </>
          )}
        </section>
      )}
      <MatchPrediction match={match} locale={locale} />
    </article>
  )
}
