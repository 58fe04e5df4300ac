import { UTC_NAMES, canonicalTimeZone, isTimeZone } from '@sportsbook/domain'

/**
 * The player's time zone travels in a cookie so that the server renders times, days and date
 * headers in it and hydration agrees. The browser writes it (see `TimeZoneSync`); until it has,
 * the server renders UTC and the inline script hides zoned text (`data-zoned`) for that moment.
 */
export const TIME_ZONE_COOKIE = 'tz'
export const FALLBACK_TIME_ZONE = 'UTC'

/** The cookie's zone when it names one, else the fallback. */
export function timeZoneOf(cookie: string | undefined): string {
  return cookie !== undefined && isTimeZone(cookie) ? canonicalTimeZone(cookie) : FALLBACK_TIME_ZONE
}

/**
 * Runs before React: marks the page `data-tz-pending` when the cookie does not hold the
 * browser's zone, so times rendered in another zone stay invisible until `TimeZoneSync` has
 * re-rendered them (and, as a safety, for at most three seconds).
 */
export const TIME_ZONE_PENDING_SCRIPT = `try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone,m=document.cookie.match(/(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)/),c=m?decodeURIComponent(m[1]):'${FALLBACK_TIME_ZONE}',u=${String(UTC_NAMES)};if(u.test(z))z='UTC';if(u.test(c))c='UTC';if(z&&c!==z){var h=document.documentElement;h.setAttribute('data-tz-pending','');setTimeout(function(){h.removeAttribute('data-tz-pending')},3000)}}catch(e){}`
