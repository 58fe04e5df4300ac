'use client'
import { formatMoney } from '@sportsbook/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { useStore } from 'zustand'
import { LazyModal as Modal } from '@/components/lazy-modal'
import { reportError } from '@/lib/error-reporting/reporter'
import { modals } from '@/lib/modals/modal-store'
import { usePopupTurn } from '@/lib/modals/popup-turns'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite } from '@/lib/site-context'
import { unseenJackpotHitsQueryOptions } from '../api/get-unseen-jackpot-hits'
import { useMarkJackpotHitSeen } from '../api/mark-jackpot-hit-seen'
import styles from './jackpots.module.css'

/**
 * The player's jackpot wins not seen yet (spec §4.9), one at a time, oldest first: however the
 * popup is dismissed the hit is marked seen and the next follows. It waits while another
 * dialog is open, and takes turns with the new-bonus popup.
 */
export function JackpotHitPopup() {
  const t = useTranslations('jackpots')
  const { locale } = useSite()
  const player = useQuery(playerQueryOptions(locale))
  const unseen = useQuery(unseenJackpotHitsQueryOptions(locale, player.data?.id))
  const markSeen = useMarkJackpotHitSeen(locale)
  // Dismissed here, so it does not show again while marking it seen is on its way.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const otherDialog = useStore(modals.store, (state) => state.stack.some((m) => !m.hidden))
  const hit = [...(unseen.data ?? [])].reverse().find((h) => !dismissed.has(h.id))
  const showing = usePopupTurn('jackpot-hit', Boolean(hit && !otherDialog))
  if (!hit || !showing) return null

  const dismiss = () => {
    setDismissed((ids) => new Set(ids).add(hit.id))
    markSeen.mutate(hit.id, {
      onError: (error) => {
        reportError(error)
      },
    })
  }
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) dismiss()
      }}
      title={t('hitTitle')}
    >
      <div className={styles.hit} data-jackpot-hit-popup={hit.id}>
        <p className={styles.won}>{formatMoney(hit.amount, locale)}</p>
        <p>
          {t('hitBody', {
            amount: formatMoney(hit.amount, locale),
            jackpot: hit.jackpot_name,
            level: hit.level_name,
          })}
        </p>
        <button type="button" className={styles.ok} onClick={dismiss}>
          {t('hitOk')}
        </button>
      </div>
    </Modal>
  )
}
