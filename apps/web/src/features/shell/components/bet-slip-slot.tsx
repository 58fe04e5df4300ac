'use client'
import { useEffect, useId } from 'react'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { LazyModal as Modal } from '@/components/lazy-modal'
import { BET_SLIP_TABS, betSlipPanel, type BetSlipTab } from '@/lib/bet-slip-panel'
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query'
import styles from './shell.module.css'

/**
 * The bet slip panel's frame: tabs BET_SLIP and MY_BETS (spec §2). It is the right sidebar on
 * desktop and a bottom sheet on phones; the slip and my bets themselves are issue 11's.
 */
function BetSlipTabs() {
  const t = useTranslations('betslip')
  const tab = useStore(betSlipPanel.store, (state) => state.tab)
  const id = useId()
  const panel = (name: BetSlipTab) => `${id}-${name}`
  return (
    <div>
      <div role="tablist" aria-label={t('region')} style={{ display: 'flex' }}>
        {BET_SLIP_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${panel(name)}-tab`}
            aria-selected={tab === name}
            aria-controls={panel(name)}
            className={styles.tab}
            style={{ flex: 1, flexDirection: 'row', fontSize: '0.9375rem' }}
            onClick={() => {
              betSlipPanel.store.setState({ tab: name })
            }}
          >
            {t(name)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panel(tab)}
        aria-labelledby={`${panel(tab)}-tab`}
        style={{ padding: '1rem' }}
      >
        <p>{tab === 'BET_SLIP' ? t('empty') : t('myBetsSignedOut')}</p>
      </div>
    </div>
  )
}

export function BetSlipAside() {
  const t = useTranslations('betslip')
  useEffect(() => {
    betSlipPanel.restore()
  }, [])
  return (
    <aside className={styles.aside} aria-label={t('region')}>
      <BetSlipTabs />
    </aside>
  )
}

/** On phones the panel opens as a bottom sheet from the tab bar. */
export function BetSlipSheet() {
  const t = useTranslations('betslip')
  const open = useStore(betSlipPanel.store, (state) => state.open)
  const phone = useMediaQuery(PHONE_QUERY)
  if (!open || !phone) return null
  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) betSlipPanel.close()
      }}
      title={t('region')}
      layout="sheet"
    >
      <BetSlipTabs />
    </Modal>
  )
}
