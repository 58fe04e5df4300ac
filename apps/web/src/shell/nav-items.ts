/** The main sections (spec §2), in menu order: path under /sports and the `nav.*` key. */
export const MAIN_NAV = [
  { path: '/', key: 'home' },
  { path: '/live', key: 'live' },
  { path: '/cybersport', key: 'cybersport' },
  { path: '/schedule', key: 'schedule' },
  { path: '/results', key: 'results' },
  { path: '/favorites', key: 'favorites' },
  { path: '/promotions', key: 'promotions' },
  { path: '/racing', key: 'racing' },
  { path: '/lotteries', key: 'lotteries' },
  { path: '/premium-cricket', key: 'premiumCricket' },
  { path: '/virtual-gaming-arena', key: 'virtualGamingArena' },
] as const

/** Pages linked from the footer. */
export const FOOTER_NAV = [
  { path: '/about', key: 'about' },
  { path: '/general-rules', key: 'generalRules' },
  { path: '/promotions', key: 'promotions' },
] as const

export type NavKey = (typeof MAIN_NAV)[number]['key'] | (typeof FOOTER_NAV)[number]['key']
