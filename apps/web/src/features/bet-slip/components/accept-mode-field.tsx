'use client'
import { ODDS_ACCEPT_MODES, type OddsAcceptMode } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { memo, useId } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { saveSettings } from '@/lib/player-settings'
import { useSite } from '@/lib/site-context'
import { ticketStore } from '@/slip/ticket-store'
import styles from './bet-slip.module.css'

/**
 * What the slip accepts when a price moves (spec §3.4), saved to the player's settings.
 * Radios, not a select: in Chromium a `<select>` anywhere in the slip makes every change of
 * the slip lay out the whole page again, its containment notwithstanding (decision 163), and
 * the slip's prices change many times a second. It renders only when the mode changes.
 */
export const AcceptModeField = memo(function AcceptModeField({
  acceptMode,
}: {
  acceptMode: OddsAcceptMode
}) {
  const t = useTranslations('betslip')
  const { locale } = useSite()
  const queryClient = useQueryClient()
  const name = useId()

  async function changeAcceptMode(mode: OddsAcceptMode) {
    ticketStore.setAcceptMode(mode)
    try {
      await saveSettings(queryClient, locale, { auto_accept_odds_change: mode })
    } catch (error) {
      reportError(error)
      alerts.showAlert({ severity: 'warning', title: t('acceptMode.notSaved') })
    }
  }

  return (
    <fieldset className={styles.acceptMode}>
      <legend>{t('acceptMode.label')}</legend>
      {ODDS_ACCEPT_MODES.map((mode) => (
        <label key={mode}>
          <input
            type="radio"
            name={name}
            value={mode}
            checked={mode === acceptMode}
            onChange={() => {
              void changeAcceptMode(mode)
            }}
          />
          {t(`acceptMode.${mode}`)}
        </label>
      ))}
    </fieldset>
  )
})
