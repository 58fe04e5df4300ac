import { browserRequest } from '@/lib/browser-api'
import { updateLocale as apiUpdateLocale } from '@sportsbook/contracts/calls'

/** Stores the player's language (PATCH /platform/player/update_locale). */
export function updateLocale(locale: string, next: string, csrfToken: string) {
  return apiUpdateLocale(browserRequest(locale), next, csrfToken)
}
