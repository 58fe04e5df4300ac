'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { reportError } from '@/lib/error-reporting/reporter'
import { useFeatureFlag, useSite } from '@/lib/site-context'

/** Starts embedded mode when the page is framed by a host (its code loads only then). */
export function EmbeddedBridge() {
  const { embedAllowedOrigins, locale } = useSite()
  const preloadAuth = useFeatureFlag('iframe-auth-preloaders')
  const queryClient = useQueryClient()
  const t = useTranslations('embedded')
  const notAvailable = t('notAvailable')
  const signInFailed = t('signInFailed')
  useEffect(() => {
    if (window.self === window.top || embedAllowedOrigins.length === 0) return
    let stop: (() => void) | undefined
    let stopped = false
    import('./bridge')
      .then(({ startEmbeddedBridge }) => {
        if (!stopped)
          stop = startEmbeddedBridge(embedAllowedOrigins, {
            texts: { notAvailable, signInFailed },
            queryClient,
            locale,
            preloadAuth,
          })
      })
      .catch(reportError)
    return () => {
      stopped = true
      stop?.()
    }
  }, [embedAllowedOrigins, notAvailable, signInFailed, locale, queryClient, preloadAuth])
  return null
}
