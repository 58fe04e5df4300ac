import type { CookieOptions } from '../cookies'

/** Tracked query tags (spec §9.3) and how long each is kept. */
export const TRACKING_COOKIES: Readonly<Record<string, CookieOptions>> = {
  // Affiliate tags: 30 days, Secure, SameSite=None so an affiliate's frame can read them.
  ctag: { maxAgeDays: 30, sameSite: 'None', secure: true },
  btag: { maxAgeDays: 30, sameSite: 'None', secure: true },
  stag: { maxAgeDays: 30, sameSite: 'None', secure: true },
  qtag: { maxAgeDays: 30, sameSite: 'Lax' },
  // Google Ads' click id: kept for its 90-day conversion window.
  gclid: { maxAgeDays: 90, sameSite: 'Lax' },
}

/** The device id cookie (spec §9.3: 7,300 days), sent as `meta.device_id` with bets. */
export const DEVICE_ID_COOKIE = 'device_id'
export const DEVICE_ID_COOKIE_OPTIONS: CookieOptions = { maxAgeDays: 7_300, sameSite: 'Lax' }

export type TrackingCapture = {
  readonly cookies: readonly { name: string; value: string; options: CookieOptions }[]
  /** The address without the tags, for `history.replaceState`. */
  readonly cleanedUrl: string
}

/**
 * The tracking tags a landing URL carries, read and removed (spec §2.3): each becomes a cookie,
 * and the address the player sees no longer has them. Undefined when there is none.
 */
export function trackingFromUrl(href: string): TrackingCapture | undefined {
  const url = new URL(href)
  const cookies = Object.entries(TRACKING_COOKIES).flatMap(([name, options]) => {
    const value = url.searchParams.get(name)
    url.searchParams.delete(name)
    return value ? [{ name, value: value.slice(0, 256), options }] : []
  })
  if (cookies.length === 0) return undefined
  return { cookies, cleanedUrl: `${url.pathname}${url.search}${url.hash}` }
}
