'use client'
import { ApiRequestError } from '@sportsbook/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'

/**
 * Spec §8: a query that asks for it (`meta: { errorAlert: true }`) shows the default error
 * alert when it fails; a 401 is the session's business (it expires without an alert).
 */
export function QueryErrorAlerts() {
  const t = useTranslations('alerts')
  const queryClient = useQueryClient()
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return
        if (!event.query.meta?.errorAlert) return
        const error: unknown = event.action.error
        if (error instanceof ApiRequestError && error.status === 401) return
        alerts.showAlert({
          severity: 'danger',
          title: t('defaultErrorTitle'),
          description: t('defaultErrorDescription'),
        })
      }),
    [queryClient, t],
  )
  return null
}
