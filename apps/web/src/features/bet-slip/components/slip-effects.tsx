'use client'
import { changeCurrency, isPlaced } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { useTranslations } from 'use-intl'
import { PrivateChannel } from '@/live/private-channel'
import { alerts } from '@/lib/alerts/alert-store'
import { betSlipPanel } from '@/lib/bet-slip-panel'
import { modals } from '@/lib/modals/modal-store'
import { playerQueryOptions } from '@/lib/player-session'
import { settingsQueryOptions } from '@/lib/player-settings'
import { useSite } from '@/lib/site-context'
import { useSlipLive } from '../model/use-slip-live'
import { QUICK_BET_KEY, quickBetStore } from '@/slip/quick-bet-store'
import { SLIP_STORAGE_KEY, ticketStore } from '@/slip/ticket-store'
import { SharedSlipRestore } from './shared-slip-restore'

/**
 * What the slip does on every page, once: brings back this session's slip and panel, keeps
 * prices live, follows the panel rules of spec §4.15 (opens on the first selection, closes when
 * the slip empties and on route change), acts on the ticket machine's notices, takes the
 * player's currency and odds acceptance, restores shared links and listens to the player's
 * private channel.
 */
export function SlipEffects() {
  const t = useTranslations()
  const { locale, myBetsVisible } = useSite()
  const player = useQuery(playerQueryOptions(locale)).data
  const settings = useQuery(settingsQueryOptions(locale, player)).data
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    betSlipPanel.restore()
    // The panel follows the player's changes, not the restore: it listens once that is done.
    let unsubscribe: (() => void) | undefined
    let mounted = true
    void restoreSaved(window.sessionStorage).then(() => {
      if (!mounted) return
      unsubscribe = ticketStore.store.subscribe((state, before) => {
        const from = before.ticket.slip.selections.length
        const to = state.ticket.slip.selections.length
        const placed = isPlaced(state.ticket.ticketState)
        if (from !== to) betSlipPanel.send({ type: 'selectionCountChanged', from, to, placed })
      })
    })
    return () => {
      mounted = false
      unsubscribe?.()
    }
  }, [])

  useEffect(() => {
    betSlipPanel.send({ type: 'myBetsVisibilityChanged', visible: myBetsVisible })
  }, [myBetsVisible])

  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    betSlipPanel.send({ type: 'routeChanged' })
  }, [pathname])

  // A player's slip is in their currency; signed out (or expired) it stays as it was, so the
  // stakes survive signing in again.
  const currency = player?.currency
  useEffect(() => {
    if (currency) ticketStore.update((slip) => changeCurrency(slip, currency))
  }, [currency])

  useEffect(() => {
    if (settings) ticketStore.setAcceptMode(settings.auto_accept_odds_change)
  }, [settings])

  const notice = useStore(ticketStore.store, (s) => s.ticket.notice)
  useEffect(() => {
    if (!notice) return
    ticketStore.dispatch({ type: 'noticeShown' })
    if (notice === 'signInRequired') modals.open('sign_in')
    if (notice === 'sessionExpired') {
      alerts.showAlert({ severity: 'info', title: t('betslip.sessionExpired') })
      modals.open('sign_in')
    }
    if (notice === 'genericError')
      alerts.showAlert({
        severity: 'danger',
        title: t('alerts.defaultErrorTitle'),
        description: t('alerts.defaultErrorDescription'),
      })
  }, [notice, t])

  useSlipLive()
  return (
    <>
      <SharedSlipRestore />
      <PrivateChannel />
    </>
  )
}

/**
 * Brings back this session's slip and quick bet. Their readers check what they read with zod,
 * so they load, in a chunk of their own, only when something was saved: a first visit never
 * builds those schemas (decision 170).
 */
async function restoreSaved(storage: Storage): Promise<void> {
  const saved = (key: string) => {
    try {
      return storage.getItem(key) !== null
    } catch {
      return false
    }
  }
  if (saved(SLIP_STORAGE_KEY))
    ticketStore.restore((await import('@/slip/slip-storage')).readSlip(storage))
  if (saved(QUICK_BET_KEY))
    quickBetStore.restore((await import('@/slip/quick-bet-storage')).readQuickBet(storage))
}
