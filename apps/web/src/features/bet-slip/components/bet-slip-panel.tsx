'use client'
import { useId } from 'react'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { LazyModal as Modal } from '@/components/lazy-modal'
import { BET_SLIP_TABS, betSlipPanel, type BetSlipTab } from '@/lib/bet-slip-panel'
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query'
import shell from '@/features/shell/components/shell.module.css'
import { ticketStore } from '../model/ticket-store'
import { BetSlip } from './bet-slip'
import { MyBets } from './my-bets'
import { SlipEffects } from './slip-effects'

/** The panel's tabs BET_SLIP and MY_BETS (spec §2), and the one shown. */
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
            className={shell.tab}
            style={{ flex: 1, flexDirection: 'row', fontSize: '0.9375rem' }}
            onClick={() => {
              betSlipPanel.send({ type: 'tabSelected', tab: name })
            }}
          >
            {t(name)}
            {name === 'BET_SLIP' && <SelectionCount />}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panel(tab)} aria-labelledby={`${panel(tab)}-tab`}>
        {tab === 'BET_SLIP' ? <BetSlip /> : <MyBets />}
      </div>
    </div>
  )
}

function SelectionCount() {
  const count = useStore(ticketStore.store, (s) => s.ticket.slip.selections.length)
  return count > 0 ? <span> ({count})</span> : null
}

/**
 * The bet slip panel: the right sidebar on desktop (always there), a bottom sheet on phones
 * opened from the tab bar or by the first selection. `SlipEffects` runs once for both.
 */
export function BetSlipAside() {
  const t = useTranslations('betslip')
  const phone = useMediaQuery(PHONE_QUERY)
  return (
    <aside className={shell.aside} aria-label={t('region')} data-bet-slip="">
      <SlipEffects />
      {!phone && <BetSlipTabs />}
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
    >
      <BetSlipTabs />
    </Modal>
  )
}
