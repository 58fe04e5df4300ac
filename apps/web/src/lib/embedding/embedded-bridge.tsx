'use client'
import { useEffect } from 'react'
import { useTranslations } from 'use-intl'
import { reportError } from '@/lib/error-reporting/reporter'
import { useSite } from '@/lib/site-context'

/** Starts embedded mode when the page is framed by a host (its code loads only then). */
export function EmbeddedBridge() {
  const { embedAllowedOrigins } = useSite()
  const notAvailable = useTranslations('embedded')('notAvailable')
  useEffect(() => {
    if (window.self === window.top || embedAllowedOrigins.length === 0) return
    let stop: (() => void) | undefined
    let stopped = false
    import('./bridge')
      .then(({ startEmbeddedBridge }) => {
        if (!stopped) stop = startEmbeddedBridge(embedAllowedOrigins, { notAvailable })
      })
      .catch(reportError)
    return () => {
      stopped = true
      stop?.()
    }
  }, [embedAllowedOrigins, notAvailable])
  return null
}
