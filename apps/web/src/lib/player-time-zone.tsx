'use client'
import { canonicalTimeZone } from '@sportsbook/domain'
import { useRouter } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'
import { readCookie, writeCookie } from './cookies'
import { TIME_ZONE_COOKIE } from './time-zone'

// The zone does not change while a page is open: nothing to subscribe to, and it is read once
// (a snapshot is read at every render of every clock and date on the page, and each read built
// a DateTimeFormat).
const never = () => () => undefined
let zoneOfBrowser: string | undefined
const browserTimeZone = () =>
  (zoneOfBrowser ??= canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'))

/**
 * The zone to format times in: during hydration the server's (so the HTML and the first
 * client render agree), then the browser's own when it differs.
 */
export function usePlayerTimeZone(serverZone: string): string {
  return useSyncExternalStore(never, browserTimeZone, () => serverZone)
}

/**
 * When the server rendered another zone than the browser's (first visit, or a trip abroad),
 * stores the browser's zone for the next requests and renders the server's parts again
 * (day headers, date filters), then shows the zoned text the inline script hid.
 */
export function TimeZoneSync({ serverZone }: { serverZone: string }) {
  const router = useRouter()
  useEffect(() => {
    const zone = browserTimeZone()
    if (zone !== serverZone) {
      writeCookie(TIME_ZONE_COOKIE, zone, { maxAgeDays: 365 })
      // Framed on another site the cookie may be refused: then the client's times must do.
      if (readCookie(document.cookie, TIME_ZONE_COOKIE) === zone) {
        router.refresh() // renders again with serverZone === zone, which lands below
        return
      }
    }
    document.documentElement.removeAttribute('data-tz-pending')
  }, [router, serverZone])
  return null
}
