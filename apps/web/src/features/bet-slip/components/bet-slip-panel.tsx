'use client'
import { lazyComponent } from '@/lib/lazy-component'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { LazyModal as Modal } from '@/components/lazy-modal'
import { betSlipPanel } from '@/lib/bet-slip-panel'
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query'
import shell from '@/components/shell.module.css'
import { loadWhenOnline } from '@/lib/load-when-online'

// The slip and my bets, and what the slip does on every page, load after the page's own
// code (bench/web-budget): a price can be picked before them, and they restore what it did.
const BetSlipTabs = lazyComponent(
  () => loadWhenOnline(() => import('./bet-slip-tabs')).then((m) => m.BetSlipTabs),
  { browserOnly: true },
)
const SlipEffects = lazyComponent(
  () => loadWhenOnline(() => import('./slip-effects')).then((m) => m.SlipEffects),
  { browserOnly: true },
)

/**
 * The bet slip panel: the right sidebar on desktop (always there), a bottom sheet on phones
 * opened from the tab bar or by the first selection. `SlipEffects` runs once for both.
 */
export function BetSlipAside() {
  const t = useTranslations('betslip')
  const phone = useMediaQuery(PHONE_QUERY)
  return (
    <aside className={shell.aside} aria-label={t('region')} data-bet-slip="">
      <div className={shell.asideBody}>
        <SlipEffects />
        {!phone && <BetSlipTabs />}
      </div>
    </aside>
  )
}

export function BetSlipSheet() {
  const t = useTranslations('betslip')
  const open = useStore(betSlipPanel.store, (state) => state.isOpen)
  const phone = useMediaQuery(PHONE_QUERY)
  if (!open || !phone) return null
  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) betSlipPanel.send({ type: 'closed' })
      }}
      title={t('region')}
      layout="sheet"
      keepTabBar
    >
      <BetSlipTabs />
    </Modal>
  )
}
