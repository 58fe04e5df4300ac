import 'server-only'
import { redirect } from 'next/navigation'
import { readWebEnv } from '@/env'
import { siteConfig, sportsHref } from './site-config'

export type ProviderRoute = 'transactions' | 'terms' | 'support'

/**
 * Spec §2 provider redirect routes: the platform's transaction history, terms and conditions
 * and help centre. The wallet's history gets the way back (`return_url`).
 */
export function providerRedirect(route: ProviderRoute, locale: string): never {
  const env = readWebEnv()
  const target =
    route === 'transactions'
      ? withReturn(env.TRANSACTIONS_URL, `${siteConfig().url}${sportsHref(locale, '/')}`)
      : route === 'terms'
        ? (env.TERMS_URL ?? sportsHref(locale, '/general-rules'))
        : (env.SUPPORT_URL ?? sportsHref(locale, '/about'))
  redirect(target)
}

function withReturn(url: string, back: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}return_url=${encodeURIComponent(back)}`
}
