/**
 * The sportsbook in the deposit modes the main e2e site does not run (it runs `iframe`): the
 * same build started again, on the main site's port plus these, with DEPOSIT_MODE set
 * (playwright.config.ts).
 */
export const DEPOSIT_MODE_PORT_OFFSETS = { quick: 2, wallet: 3, custom: 4 } as const

export type ExtraDepositMode = keyof typeof DEPOSIT_MODE_PORT_OFFSETS

/** The origin of the site running `mode`, from the main site's address (a test's `baseURL`). */
export function depositSite(baseURL: string | undefined, mode: ExtraDepositMode): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1:3100')
  url.port = String(Number(url.port) + DEPOSIT_MODE_PORT_OFFSETS[mode])
  return url.origin
}
