import Link from 'next/link'
import { translator } from '@/i18n/translator'
import { customPageText } from '@/lib/custom-pages'
import { siteConfig, sportsHref } from '@/lib/site-config'
import { FOOTER_NAV, type NavKey } from './nav-items'
import styles from '@/components/shell.module.css'

/** Site links, with the sections the desktop header has no room for first (`sections`). */
export function Footer({
  locale,
  sections,
}: {
  locale: string
  sections: readonly { path: string; key: NavKey }[]
}) {
  const t = translator(locale)
  const { customPages, name } = siteConfig()
  return (
    <footer className={styles.footer}>
      <div className={styles.footerContent}>
        <nav aria-label={t('nav.footer')}>
          <ul>
            {[...sections, ...FOOTER_NAV].map((item) => (
              <li key={item.path}>
                <Link href={sportsHref(locale, item.path)}>{t(`nav.${item.key}`)}</Link>
              </li>
            ))}
            {customPages.map((page) => (
              <li key={page.slug}>
                <Link href={sportsHref(locale, `/${page.slug}`)}>
                  {customPageText(page.title, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>© {name} · 18+</p>
      </div>
    </footer>
  )
}
