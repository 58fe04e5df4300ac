'use client'
import { shareCodeToUse } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { betSlipPanel } from '@/lib/bet-slip-panel'
import { sharedSlipSource } from '../api/shared-slip-source'
import { modals } from '@/lib/modals/modal-store'
import { currentPlayer } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { SHARE_CODE_PARAM, restoreSharedSlip } from '../model/shared-slip'
import { DEFAULT_SLIP_CURRENCY } from '@/slip/slip-state'
import { ticketStore } from '@/slip/ticket-store'
import { replaceAddress } from '@/lib/replace-address'

/**
 * Opening a shared-bet link (`?share_code=`) restores its slip and opens it; a code that cannot
 * be restored opens the share-bet-not-found dialog with the reason (spec §8.7). The parameter
 * leaves the address either way; with sharing turned off it is ignored.
 */
export function SharedSlipRestore() {
  const { locale, shareBetEnabled } = useSite()
  const queryClient = useQueryClient()
  useEffect(() => {
    const url = new URL(location.href)
    const code = url.searchParams.get(SHARE_CODE_PARAM)
    if (!code) return
    url.searchParams.delete(SHARE_CODE_PARAM)
    replaceAddress(`${url.pathname}${url.search}${url.hash}`)
    // Spec §5: a share code is used only when sharing is on.
    const shared = shareCodeToUse(shareBetEnabled, code)
    if (!shared) return
    void (async () => {
      const player = await currentPlayer(queryClient, locale).catch(() => null)
      const restored = await restoreSharedSlip(
        sharedSlipSource(locale),
        shared,
        player?.currency ?? DEFAULT_SLIP_CURRENCY,
        ticketStore.rules,
      )
      if (restored.ok) {
        ticketStore.dispatch({ type: 'reset' })
        ticketStore.update(() => restored.value)
        betSlipPanel.send({ type: 'tabSelected', tab: 'BET_SLIP' }, { type: 'opened' })
      } else {
        modals.open('share_bet_not_found', { params: { reason: restored.error } })
      }
    })()
  }, [locale, queryClient, shareBetEnabled])
  return null
}
