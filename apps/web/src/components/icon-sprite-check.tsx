'use client'
import { useEffect } from 'react'
import { reportError } from '@/lib/error-reporting/reporter'
import { ICON_SPRITE_URL } from '@/lib/icon-sprite'

/**
 * Spec §8: a failing icon set is reported, silently for network failures (offline, a dropped
 * connection). The icons load through `<use href>`, whose failure a page cannot see, so the
 * sprite is asked for once after the page loads (the browser's cache answers it).
 */
export function IconSpriteCheck() {
  useEffect(() => {
    const controller = new AbortController()
    // eslint-disable-next-line no-restricted-globals -- an SVG sprite, not a JSON api call
    fetch(ICON_SPRITE_URL, { signal: controller.signal })
      .then((response) => {
        if (!response.ok)
          reportError(new Error(`The icon set failed: HTTP ${String(response.status)}`), {
            url: ICON_SPRITE_URL,
          })
      })
      .catch(() => undefined) // a network failure: silent (spec §8.4)
    return () => {
      controller.abort()
    }
  }, [])
  return null
}
