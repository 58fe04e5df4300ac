import type { Product } from '@sportsbook/contracts'
import type { FeatureFlag } from '@/lib/feature-flags'

/**
 * The main sections (spec §2.5), in menu order: path under /sports, the `nav.*` key, and the
 * product whose switch (spec §3.5 settings) or the feature flag (spec §6.4) that shows it.
 */
export const MAIN_NAV = [
  { path: '/', key: 'home' },
  { path: '/live', key: 'live' },
  { path: '/cybersport', key: 'cybersport' },
  { path: '/schedule', key: 'schedule' },
  { path: '/results', key: 'results' },
  { path: '/favorites', key: 'favorites' },
  { path: '/promotions', key: 'promotions' },
  { path: '/jackpots', key: 'jackpots', flag: 'jackpots' },
  { path: '/racing', key: 'racing', product: 'racing' },
  { path: '/lotteries', key: 'lotteries', product: 'lotteries' },
  { path: '/premium-cricket', key: 'premiumCricket', product: 'premium-cricket' },
  { path: '/virtual-gaming-arena', key: 'virtualGamingArena', product: 'virtual-gaming-arena' },
] as const

/** The main sections with the operator's products and the site's flags that are off left out. */
export function mainNavFor(products: readonly Product[], flags: readonly FeatureFlag[]) {
  return MAIN_NAV.filter(
    (item) =>
      (!('product' in item) || products.includes(item.product)) &&
      (!('flag' in item) || flags.includes(item.flag)),
  )
}

/** Pages linked from the footer. */
export const FOOTER_NAV = [
  { path: '/about', key: 'about' },
  { path: '/general-rules', key: 'generalRules' },
  { path: '/promotions', key: 'promotions' },
] as const

/** The main sections the desktop header has room for; phones list all in the side menu. */
export const HEADER_NAV = MAIN_NAV.slice(0, 6)

/** The main sections that are on and past the desktop header's room: its "More" menu. */
export function headerMoreFor(products: readonly Product[], flags: readonly FeatureFlag[]) {
  const inHeader = new Set<string>(HEADER_NAV.map((item) => item.path))
  return mainNavFor(products, flags).filter((item) => !inHeader.has(item.path))
}

/**
 * The main sections that are on and neither in the desktop header nor already in the footer:
 * the footer links them, so a desktop player reaches every section.
 */
export function footerSectionsFor(products: readonly Product[], flags: readonly FeatureFlag[]) {
  const elsewhere = new Set<string>([...HEADER_NAV, ...FOOTER_NAV].map((item) => item.path))
  return mainNavFor(products, flags).filter((item) => !elsewhere.has(item.path))
}

export type NavKey = (typeof MAIN_NAV)[number]['key'] | (typeof FOOTER_NAV)[number]['key']
export type NavItem = { readonly path: string; readonly key: NavKey }
