import type { OddsFormat } from '@sportsbook/domain'
import Link from 'next/link'
import { SearchButton } from '@/features/search/components/search-button'
import { translator } from '@/i18n/translator'
import { siteConfig, sportsHref } from '@/lib/site-config'
import type { Theme } from '@/lib/cookie-names'
import { HEADER_NAV, type NavItem } from './nav-items'
import { HeaderMore } from './header-more'
import { AuthButtons } from './auth-buttons'
import { LanguageSwitch } from './language-switch'
import { NavLinks } from './nav-links'
import { OddsFormatSelect } from './odds-format-select'
import styles from '@/components/shell.module.css'
import navStyles from './header-nav.module.css'
import { MenuButton } from './side-menu'
import { ThemeSwitch } from './theme-switch'

export function Header({
  locale,
  theme,
  oddsTypes,
  more,
}: {
  locale: string
  theme: Theme | undefined
  /** The odds formats the operator offers. */
  oddsTypes: readonly OddsFormat[]
  /** The sections that are on past the header's room (its "More" menu). */
  more: readonly NavItem[]
}) {
  const t = translator(locale)
  return (
    <header className={styles.header}>
      <MenuButton />
      <Link className={styles.logo} href={sportsHref(locale, '/')}>
        {siteConfig().name}
      </Link>
      <div className={`${styles.headerNav} ${navStyles.fade}`}>
        <NavLinks items={HEADER_NAV} label={t('nav.main')} />
      </div>
      <HeaderMore items={more} />
      <div className={styles.tools}>
        <LanguageSwitch className={styles.hideOnPhone} />
        <OddsFormatSelect className={styles.hideOnPhone} offered={oddsTypes} />
        <SearchButton className={styles.iconButton} />
        <ThemeSwitch initialTheme={theme} />
        <AuthButtons />
      </div>
    </header>
  )
}
