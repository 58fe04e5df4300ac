'use client'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'

/**
 * Shows the connection-error alert when the browser goes offline (spec §4.20, §8); like every
 * alert it closes itself after 5 s (spec §9.2), and at once when the browser is back online.
 */
export function OfflineAlert() {
  const t = useTranslations('alerts')
  useEffect(() => {
    let shown: number | undefined
    const offline = () => {
      shown = alerts.showAlert({
        severity: 'warning',
        title: t('connectionErrorTitle'),
        description: t('connectionErrorDescription'),
      })
    }
    const online = () => {
      if (shown !== undefined) alerts.dismissAlert(shown)
      shown = undefined
    }
    if (!navigator.onLine) offline()
    window.addEventListener('offline', offline)
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', online)
    }
  }, [t])
  return null
}
