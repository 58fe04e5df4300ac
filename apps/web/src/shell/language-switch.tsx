'use client'
import { switchLocaleUrl } from '@sportsbook/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { alerts } from '@/lib/alerts/alert-store'
import { updateLocale } from '@/features/account/api/update-locale'
import { reportError } from '@/lib/error-reporting/reporter'
import { currentPlayer } from '@/lib/player-session'
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
 * Switches language keeping query and hash (spec §2.1). A signed-in player's language is saved
 * first (PATCH update_locale); the page changes only when that succeeds, else an alert says so.
 */
export function LanguageSwitch({ className }: { className?: string | undefined }) {
  const t = useTranslations()
  const { locale, links } = useSite()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)

  async function change(next: string) {
    const target = switchLocaleUrl(
      `${location.pathname}${location.search}${location.hash}`,
      next,
      links,
    )
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
      // Whether a player is signed in must be known first (the profile may still be loading).
      const player = await currentPlayer(queryClient, locale)
      if (player) await updateLocale(locale, next, player.csrf_token)
    } catch (error) {
      setBusy(false)
      reportError(error)
      failed()
      return
    }
    // A full load: the document's lang, direction and every server-rendered text change.
    location.assign(target)
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
