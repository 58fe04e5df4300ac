import 'server-only'
import type { Metadata } from 'next'
import { siteConfig, sportsHref } from './site-config'

/**
 * A page's metadata (spec §2.7): its title, the canonical address in this locale, the same page
 * in every configured language (hreflang, with x-default on the default locale), and whether
 * search engines may index it. Addresses are absolute on SITE_URL (the layout's metadataBase).
 */
export function pageMetadata(
  locale: string,
  path: string,
  options: { title: string; description?: string; index?: boolean },
): Metadata {
  const { links } = siteConfig()
  const languages: Record<string, string> = {}
  for (const code of links.locales) languages[code] = sportsHref(code, path)
  languages['x-default'] = sportsHref(links.locales[0] ?? locale, path)
  const index = options.index ?? true
  return {
    title: options.title,
    ...(options.description ? { description: options.description } : {}),
    alternates: { canonical: sportsHref(locale, path), languages },
    robots: { index, follow: true },
  }
}
