import type { Product } from '@sportsbook/contracts'

/**
 * The main sections (spec §2), in menu order: path under /sports, the `nav.*` key, and the
 * product whose switch shows it (spec §3 settings).
 */
export const MAIN_NAV = [
  { path: '/', key: 'home' },
  { path: '/live', key: 'live' },
  { path: '/cybersport', key: 'cybersport' },
  { path: '/schedule', key: 'schedule' },
  { path: '/results', key: 'results' },
  { path: '/favorites', key: 'favorites' },
  { path: '/promotions', key: 'promotions' },
  { path: '/racing', key: 'racing', product: 'racing' },
  { path: '/lotteries', key: 'lotteries', product: 'lotteries' },
  { path: '/premium-cricket', key: 'premiumCricket', product: 'premium-cricket' },
  { path: '/virtual-gaming-arena', key: 'virtualGamingArena', product: 'virtual-gaming-arena' },
] as const

/** The main sections with the operator's products that are off left out. */
export function mainNavFor(products: readonly Product[]) {
  return MAIN_NAV.filter((item) => !('product' in item) || products.includes(item.product))
}

/** Pages linked from the footer. */
export const FOOTER_NAV = [
  { path: '/about', key: 'about' },
  { path: '/general-rules', key: 'generalRules' },
  { path: '/promotions', key: 'promotions' },
] as const

export type NavKey = (typeof MAIN_NAV)[number]['key'] | (typeof FOOTER_NAV)[number]['key']
