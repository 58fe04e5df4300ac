'use client'
import { isOddsFormat, offeredOddsFormat, type OddsFormat } from '@sportsbook/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { oddsFormatStore, useOddsFormat } from '@/lib/odds-format-store'
import { playerQueryOptions } from '@/lib/player-session'
import { saveSettings, settingsQueryOptions } from '@/lib/player-settings'
import { useSite } from '@/lib/site-context'
import styles from '@/components/shell.module.css'

/**
 * The odds format (spec §5.5's seven, as far as the operator offers them): kept locally for
 * everyone; a signed-in player's comes from their settings on load and a change is saved to
 * them (the local choice stays if saving fails). A format no longer offered shows as the first.
 */
export function OddsFormatSelect({
  className,
  offered,
}: {
  className?: string | undefined
  offered: readonly OddsFormat[]
}) {
  const t = useTranslations()
  const { locale } = useSite()
  const format = useOddsFormat()
  const queryClient = useQueryClient()
  const player = useQuery(playerQueryOptions(locale)).data
  const settings = useQuery(settingsQueryOptions(locale, player)).data
  useEffect(() => {
    if (settings) oddsFormatStore.set(settings.odds_type)
  }, [settings])
  useEffect(() => {
    const shown = offeredOddsFormat(format, offered)
    if (shown !== format) oddsFormatStore.set(shown)
  }, [format, offered])

  async function change(next: OddsFormat) {
    oddsFormatStore.set(next)
    try {
      await saveSettings(queryClient, locale, { odds_type: next })
    } catch (error) {
      reportError(error)
      alerts.showAlert({ severity: 'warning', title: t('oddsFormat.notSaved') })
    }
  }

  return (
    <label className={className}>
      <span className="visually-hidden">{t('oddsFormat.label')}</span>
      <select
        className={styles.select}
        value={format}
        data-odds-format-select=""
        onChange={(event) => {
          const next = event.target.value
          if (isOddsFormat(next)) void change(next)
        }}
      >
        {offered.map((code) => (
          <option key={code} value={code}>
            {t(`oddsFormat.${code}`)}
          </option>
        ))}
      </select>
    </label>
  )
}
