import { browserApiClient } from '@/lib/browser-api'

/** Stores the player's language (PATCH /platform/player/update_locale). */
export function updateLocale(locale: string, next: string, csrfToken: string) {
  return browserApiClient(locale).updateLocale(next, csrfToken)
}
