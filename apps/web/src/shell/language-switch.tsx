'use client'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { reportError } from '@/lib/error-reporting/reporter'
import { useSite } from '@/lib/site-context'
import styles from '@/components/shell.module.css'

/** Each language named in itself, so a player finds theirs whatever the page's language. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  da: 'Dansk',
  de: 'Deutsch',
  es: 'Español',
  no: 'Norsk',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  sv: 'Svenska',
  tr: 'Türkçe',
  ar: 'العربية',
  he: 'עברית',
  fa: 'فارسی',
  ur: 'اردو',
}

/**
 * The language picker (spec §2.1): the page changes only once a signed-in player's language is
 * saved (`change-language.ts`), else an alert says so.
 */
export function LanguageSwitch({ className }: { className?: string | undefined }) {
  const t = useTranslations()
  const { locale, links } = useSite()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)

  async function change(next: string) {
    const failed = () => {
      alerts.showAlert({ severity: 'danger', title: t('alerts.languageChangeFailed') })
    }
    // The new page must load from the server; offline, say so rather than leave the page.
    if (!navigator.onLine) {
      failed()
      return
    }
    setBusy(true)
    try {
      const { changeLanguage } = await import('./change-language')
      await changeLanguage(next, { locale, links, queryClient })
    } catch (error) {
      setBusy(false)
      reportError(error)
      failed()
    }
  }

  return (
    <label className={className}>
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        className={styles.select}
        value={locale}
        disabled={busy}
        onChange={(event) => void change(event.target.value)}
      >
        {links.locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code] ?? code}
          </option>
        ))}
      </select>
    </label>
  )
}
