'use client'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { writeCookie } from '@/lib/cookies'
import { THEME_COOKIE, type Theme } from '@/lib/cookie-names'
import styles from '@/components/shell.module.css'

/** Dark and light themes (spec §3.9), kept in a cookie so the server renders the chosen one. */
export function ThemeSwitch({ initialTheme }: { initialTheme: Theme | undefined }) {
  const t = useTranslations('header')
  // Without a chosen theme the page follows the system's (prefers-color-scheme).
  const [theme, setTheme] = useState(initialTheme)
  const current = (): Theme =>
    theme ?? (matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark')
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={t('theme')}
      data-theme-choice={theme ?? 'system'}
      onClick={() => {
        const next: Theme = current() === 'dark' ? 'light' : 'dark'
        document.documentElement.dataset.theme = next
        writeCookie(THEME_COOKIE, next, { maxAgeDays: 365 })
        setTheme(next)
      }}
    >
      <span aria-hidden="true">◐</span>
    </button>
  )
}
