'use client'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import styles from './progress-bar.module.css'

/**
 * The bar at the top while a route loads (spec §2). The App Router has no navigation events,
 * so it starts on a click on an internal link to another address and ends when the address
 * changes.
 */
export function ProgressBar() {
  const address = `${usePathname()}?${useSearchParams().toString()}`
  // The address a navigation started from: the bar shows until the address is another one.
  const [leaving, setLeaving] = useState<string | null>(null)
  const loading = leaving === address

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Not `defaultPrevented`: next/link prevents the default of every click it navigates.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a') : null
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, location.href)
      if (url.origin !== location.origin) return
      if (url.pathname === location.pathname && url.search === location.search) return
      setLeaving(`${location.pathname}?${location.search.slice(1)}`)
    }
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('click', onClick)
    }
  }, [])

  return <div className={styles.bar} data-loading={loading} aria-hidden="true" />
}
