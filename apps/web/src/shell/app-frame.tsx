'use client'
import { useTranslations } from 'use-intl'
import { useState, type ReactNode } from 'react'
import { writeCookie } from '@/lib/cookies'
import { SIDEBAR_COOKIE } from '@/lib/cookie-names'
import styles from '@/components/shell.module.css'
import { HydrationRegion } from './hydration-region'

/**
 * The page grid: header; a row of left sidebar (desktop, collapsible and remembered in a cookie
 * so the server renders it the same way), main and right sidebar with the bet slip; then the
 * footer across the page. Each of them hydrates by itself (decision 180).
 */
export function AppFrame({
  initiallyCollapsed,
  header,
  sidebar,
  aside,
  footer,
  children,
}: {
  initiallyCollapsed: boolean
  header: ReactNode
  sidebar: ReactNode
  aside: ReactNode
  footer: ReactNode
  children: ReactNode
}) {
  const t = useTranslations('sidebar')
  const [collapsed, setCollapsed] = useState(initiallyCollapsed)
  const toggle = () => {
    const next = !collapsed
    setCollapsed(next)
    writeCookie(SIDEBAR_COOKIE, next ? '1' : '0', { maxAgeDays: 365 })
  }
  return (
    <div className={styles.frame} data-sidebar={collapsed ? 'collapsed' : 'expanded'}>
      <HydrationRegion>{header}</HydrationRegion>
      <div className={styles.body}>
        <div className={styles.sidebar}>
          <button
            type="button"
            className={`${styles.button} ${styles.collapseButton}`}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('expand') : t('collapse')}
            onClick={toggle}
          >
            <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          </button>
          <HydrationRegion>{sidebar}</HydrationRegion>
        </div>
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <HydrationRegion>{aside}</HydrationRegion>
      </div>
      <HydrationRegion>{footer}</HydrationRegion>
    </div>
  )
}
