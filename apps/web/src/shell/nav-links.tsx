'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'use-intl'
import { useSportsLink } from '@/lib/site-context'
import type { NavKey } from './nav-items'
import styles from '@/components/shell.module.css'

/** A list of section links; the current page is marked with aria-current. */
export function NavLinks({
  items,
  label,
}: {
  items: readonly { path: string; key: NavKey }[]
  label: string
}) {
  const t = useTranslations('nav')
  const link = useSportsLink()
  const pathname = usePathname()
  return (
    <nav aria-label={label}>
      <ul className={styles.navList}>
        {items.map((item) => {
          const href = link(item.path)
          return (
            <li key={item.path}>
              <Link
                className={styles.navLink}
                href={href}
                aria-current={pathname === href ? 'page' : undefined}
              >
                {t(item.key)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
