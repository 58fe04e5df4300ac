'use client'
import { useId } from 'react'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { BET_SLIP_TABS, betSlipPanel, type BetSlipTab } from '@/lib/bet-slip-panel'
import shell from '@/components/shell.module.css'
import { useSite } from '@/lib/site-context'
import { ticketStore } from '@/slip/ticket-store'
import { BetSlip } from './bet-slip'
import { MyBets } from './my-bets'

/** The panel's tabs BET_SLIP and MY_BETS (spec §2), and the one shown. */
export function BetSlipTabs() {
  const t = useTranslations('betslip')
  const { myBetsVisible } = useSite()
  const shown = useStore(betSlipPanel.store, (state) => state.tab)
  // Without my bets (site configuration) the slip is the only tab (spec §4).
  const tab = myBetsVisible ? shown : 'BET_SLIP'
  const id = useId()
  const panel = (name: BetSlipTab) => `${id}-${name}`
  return (
    <div>
      <div role="tablist" aria-label={t('region')} style={{ display: 'flex' }}>
        {BET_SLIP_TABS.filter((name) => name === 'BET_SLIP' || myBetsVisible).map((name) => (
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
