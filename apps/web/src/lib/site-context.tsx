'use client'
import { sportsLink } from '@sportsbook/domain'
import { createContext, use, type ReactNode } from 'react'
import type { FeatureFlag } from './feature-flags'
import type { PublicSiteConfig } from './site-config'

/** The operator's switches client components read (from GET /settings, server-side). */
export type ClientOperatorSettings = {
  /** The bet builder is offered (settings' customBetEnabled). */
  readonly customBets: boolean
  /** Live video is offered (settings' videoEnabled). */
  readonly video: boolean
  /** Per provider: may its singles stand side by side (multiSingleAvailableByProvider)? */
  readonly multiSingleByProvider: Readonly<Record<string, boolean>>
}

type Site = PublicSiteConfig & {
  readonly locale: string
  readonly operator: ClientOperatorSettings
}

const SiteContext = createContext<Site | null>(null)

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>
}

/** The configuration and the page's locale, for client components. */
export function useSite(): Site {
  const site = use(SiteContext)
  if (!site) throw new Error('useSite() needs <SiteProvider> (the locale layout renders it)')
  return site
}

/** Builds internal links in the page's locale: `link('/live')` → `/de/sports/live`. */
export function useSportsLink(): (path: string) => string {
  const { locale, links } = useSite()
  return (path) => sportsLink(path, locale, links)
}

export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useSite().flags.includes(flag)
}

export function useOperatorSettings(): ClientOperatorSettings {
  return useSite().operator
}
