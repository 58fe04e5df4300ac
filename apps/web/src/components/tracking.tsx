'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { readCookie, writeCookie } from '@/lib/cookies'
import {
  DEVICE_ID_COOKIE,
  DEVICE_ID_COOKIE_OPTIONS,
  trackingFromUrl,
} from '@/lib/tracking/tracking-params'
import { replaceAddress } from '@/lib/replace-address'
import { pushToDataLayer } from '@/lib/tracking/data-layer'

/**
 * Reads and removes the tracking tags of the landing URL into cookies, gives the browser a
 * device id, and pushes a page event to the data layer on every route (spec §2.3, §7, §9).
 */
export function Tracking({ locale }: { locale: string }) {
  const pathname = usePathname()

  useEffect(() => {
    // Written on every visit: browsers cap a cookie's life (Chromium at 400 days), so each
    // visit renews the 7,300 days asked for and the id lives as long as the player comes back.
    const deviceId = readCookie(document.cookie, DEVICE_ID_COOKIE) ?? crypto.randomUUID()
    writeCookie(DEVICE_ID_COOKIE, deviceId, DEVICE_ID_COOKIE_OPTIONS)
  }, [])

  useEffect(() => {
    const capture = trackingFromUrl(location.href)
    if (capture) {
      for (const cookie of capture.cookies) writeCookie(cookie.name, cookie.value, cookie.options)
      replaceAddress(capture.cleanedUrl)
    }
    pushToDataLayer({ event: 'page_view', page_path: pathname, page_locale: locale })
  }, [pathname, locale])

  return null
}
