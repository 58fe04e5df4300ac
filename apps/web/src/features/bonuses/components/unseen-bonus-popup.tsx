'use client'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { useStore } from 'zustand'
import { LazyModal as Modal } from '@/components/lazy-modal'
import { reportError } from '@/lib/error-reporting/reporter'
import { modals } from '@/lib/modals/modal-store'
import { usePopupTurn } from '@/lib/modals/popup-turns'
import { playerQueryOptions } from '@/lib/player-session'
import { useSite, useSportsLink } from '@/lib/site-context'
import { useMarkBonusSeen } from '../api/mark-bonus-seen'
import { unseenBonusQueryOptions } from '../api/get-unseen-bonuses'
import { BonusDetails } from './bonus-details'
import styles from './bonuses.module.css'

/**
 * A bonus the player has not seen yet (spec §4.8), one at a time: its details with Activate and
 * a way to the promotions page. However it is dismissed it is marked seen, and the next one
 * follows. It waits while another dialog is open, so it never covers one the player is using,
 * and takes turns with the jackpot-win popup.
 */
export function UnseenBonusPopup() {
  const t = useTranslations('bonuses')
  const { locale } = useSite()
  const link = useSportsLink()
  const player = useQuery(playerQueryOptions(locale))
  const unseen = useQuery(unseenBonusQueryOptions(locale, player.data?.id))
  const markSeen = useMarkBonusSeen(locale)
  // Dismissed here, so it does not show again while marking it seen is on its way.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const otherDialog = useStore(modals.store, (state) => state.stack.some((m) => !m.hidden))
  const bonus = unseen.data
  const showing = usePopupTurn(
    'unseen-bonus',
    Boolean(bonus && !dismissed.has(bonus.id) && !otherDialog),
  )
  if (!bonus || !showing) return null

  const dismiss = () => {
    setDismissed((ids) => new Set(ids).add(bonus.id))
    markSeen.mutate(bonus, { onError: reportError })
  }
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) dismiss()
      }}
      title={t('unseen.title')}
    >
      <div className={styles.unseen} data-unseen-bonus={bonus.id}>
        <h3>{bonus.name}</h3>
        <BonusDetails item={bonus} onDone={dismiss} />
        <Link className={styles.seeAll} href={link('/promotions')} onClick={dismiss}>
          {t('unseen.show')}
        </Link>
      </div>
    </Modal>
  )
}
