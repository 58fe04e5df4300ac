'use client'
import { lazyComponent } from '@/lib/lazy-component'
import type { Match } from '@sportsbook/contracts'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { Tabs } from '@/components/tabs'
import { loadWhenOnline } from '@/lib/load-when-online'
import { useSite } from '@/lib/site-context'
import { matchPanels, type Panel } from '../model/match-panels'
import styles from './match.module.css'

const MatchPanelBody = lazyComponent(
  () => loadWhenOnline(() => import('./match-panel-body')).then((m) => m.MatchPanelBody),
  { browserOnly: true, loading: PanelLoading },
)

/**
 * The match view's tabs STATISTICS, STREAM and CHAT (spec §2.4), as `matchPanels` decides them
 * (CHAT when `MATCH_CHAT_URL` is set). A panel's code and data load when it is first opened.
 */
export function MatchPanels({ match, locale }: { match: Match; locale: string }) {
  const t = useTranslations('match')
  const { matchChatUrl, operator } = useSite()
  const { panels, first } = matchPanels(match, {
    video: operator.video,
    chat: Boolean(matchChatUrl),
  })
  const [open, setOpen] = useState<Panel>(first)
  return (
    <Tabs
      label={t('panels')}
      tabs={panels}
      selected={open}
      onSelect={setOpen}
      tabLabel={(panel) => t(`tab.${panel}`)}
      panel={(panel) => (
        <MatchPanelBody panel={panel} match={match} locale={locale} chatUrl={matchChatUrl} />
      )}
      className={styles.panels}
      listClassName={styles.tabList}
      tabClassName={styles.tab}
      panelClassName={styles.panel}
    />
  )
}

function PanelLoading() {
  const t = useTranslations('match')
  return <p aria-busy="true">{t('loading')}</p>
}
