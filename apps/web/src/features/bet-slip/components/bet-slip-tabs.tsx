'use client'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { BET_SLIP_TABS, betSlipPanel } from '@/lib/bet-slip-panel'
import shell from '@/components/shell.module.css'
import { Tabs } from '@/components/tabs'
import { useSite } from '@/lib/site-context'
import { ticketStore } from '@/slip/ticket-store'
import { BetSlip } from './bet-slip'
import { MyBets } from './my-bets'

/** The panel's tabs BET_SLIP and MY_BETS (spec §2.5), and the one shown (the panel's machine). */
export function BetSlipTabs() {
  const t = useTranslations('betslip')
  const { myBetsVisible } = useSite()
  const shown = useStore(betSlipPanel.store, (state) => state.tab)
  // Without my bets (site configuration) the slip is the only tab (spec §4.15).
  const tab = myBetsVisible ? shown : 'BET_SLIP'
  const tabs = BET_SLIP_TABS.filter((name) => name === 'BET_SLIP' || myBetsVisible)
  return (
    <Tabs
      label={t('region')}
      tabs={tabs}
      selected={tab}
      onSelect={(selected) => {
        betSlipPanel.send({ type: 'tabSelected', tab: selected })
      }}
      tabLabel={(name) => (
        <>
          {t(name)}
          {name === 'BET_SLIP' && <SelectionCount />}
        </>
      )}
      panel={(name) => (name === 'BET_SLIP' ? <BetSlip /> : <MyBets />)}
      listStyle={{ display: 'flex' }}
      tabClassName={shell.tab}
      tabStyle={{ flex: 1, flexDirection: 'row', fontSize: '0.9375rem' }}
    />
  )
}

function SelectionCount() {
  const count = useStore(ticketStore.store, (s) => s.ticket.slip.selections.length)
  return count > 0 ? <span> ({count})</span> : null
}
