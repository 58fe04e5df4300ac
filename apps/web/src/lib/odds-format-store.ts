import { isOddsFormat, type OddsFormat } from '@sportsbook/domain'
import { useSyncExternalStore } from 'react'

/** localStorage key of the active odds type (spec §3.7 "odds type", kept locally). */
export const ODDS_FORMAT_KEY = 'odds_type'
const DEFAULT_FORMAT: OddsFormat = 'european'

function createOddsFormatStore() {
  let current: OddsFormat | undefined
  const listeners = new Set<() => void>()

  function get(): OddsFormat {
    if (current) return current
    let saved: string | null = null
    try {
      saved = localStorage.getItem(ODDS_FORMAT_KEY)
    } catch {
      // Storage can be off (private mode, embedded without storage access): use the default.
    }
    current = saved !== null && isOddsFormat(saved) ? saved : DEFAULT_FORMAT
    return current
  }

  return {
    get,
    set: (format: OddsFormat): void => {
      if (format === get()) return
      current = format
      try {
        localStorage.setItem(ODDS_FORMAT_KEY, format)
      } catch {
        // Kept for this page only.
      }
      for (const listener of listeners) listener()
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** The tab's odds format: every odds button reads it, the format select writes it. */
export const oddsFormatStore = createOddsFormatStore()

/** The active odds format; the server renders the default, the browser the saved one. */
export function useOddsFormat(): OddsFormat {
  return useSyncExternalStore(oddsFormatStore.subscribe, oddsFormatStore.get, () => DEFAULT_FORMAT)
}
