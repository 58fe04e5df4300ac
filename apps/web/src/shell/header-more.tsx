'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { useTranslations } from 'use-intl'
import { useSportsLink } from '@/lib/site-context'
import type { NavItem } from './nav-items'
import { NavLinks } from './nav-links'
import styles from '@/components/shell.module.css'

/**
 * The desktop header's "More" menu: the sections past its room (promotions, jackpots, the
 * partner products), so a desktop player reaches every section from the top of the page. A
 * native disclosure: keyboard and screen readers work without script; it closes on navigation
 * and on Escape.
 */
export function HeaderMore({ items }: { items: readonly NavItem[] }) {
  const t = useTranslations('nav')
  const link = useSportsLink()
  const pathname = usePathname()
  const details = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    if (details.current) details.current.open = false
  }, [pathname])
  if (items.length === 0) return null
  const current = items.some((item) => link(item.path) === pathname)
  return (
    <details
      ref={details}
      className={styles.headerMore}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !details.current?.open) return
        details.current.open = false
        details.current.querySelector('summary')?.focus()
      }}
    >
      <summary data-current={current || undefined}>{t('more')}</summary>
      <NavLinks items={items} label={t('more')} />
    </details>
  )
}
