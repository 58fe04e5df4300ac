import type { ApiClient } from '@sportsbook/contracts'
import { browserApiClient } from '@/lib/browser-api'

/** Signs up (POST /platform/users); answers whether the e-mailed link must be followed first. */
export function signUp(locale: string, body: Parameters<ApiClient['signUp']>[0]) {
  return browserApiClient(locale).signUp(body)
}
