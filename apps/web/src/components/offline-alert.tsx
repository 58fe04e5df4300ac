'use client'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'

/** Shows the connection-error alert while the browser is offline (spec §8), and clears it after. */
export function OfflineAlert() {
  const t = useTranslations('alerts')
  useEffect(() => {
    let shown: number | undefined
    const offline = () => {
      shown = alerts.showAlert({
        severity: 'warning',
        title: t('connectionErrorTitle'),
        description: t('connectionErrorDescription'),
        sticky: true,
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
