'use client'
import { useSyncExternalStore } from 'react'

/** Phones are below 780 px (spec §9.4). */
export const PHONE_QUERY = '(max-width: 779.98px)'

/** Whether a media query matches; false on the server and during hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => {
        list.removeEventListener('change', onChange)
      }
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
