import 'server-only'
import { PRODUCTS, PRODUCT_SETTINGS, type Product } from '@sportsbook/contracts'
import { DEFAULT_SLIP_RULES, ODDS_FORMATS, type OddsFormat } from '@sportsbook/domain'
import { notFound } from 'next/navigation'
import { serverRequest } from './api-client'
import { settings as readSettings } from '@sportsbook/contracts/calls'
import type { ClientOperatorSettings } from './site-context'

/** What the operator switched on (spec §3.5 settings, from GET /settings). */
export type OperatorSettings = ClientOperatorSettings & {
  readonly products: readonly Product[]
  readonly oddsTypes: readonly OddsFormat[]
}

/**
 * Before the api has answered (or when it cannot): no products, no bet builder or video, every
 * odds format, the domain's default multi-single providers.
 */
const FALLBACK: OperatorSettings = {
  products: [],
  oddsTypes: ODDS_FORMATS,
  customBets: false,
  video: false,
  multiSingleByProvider: DEFAULT_SLIP_RULES.multiSingleAllowedByProvider,
}

/** The operator's switches change when the api restarts: asked again after half a minute. */
const FRESH_MS = 30_000
let known: { readonly at: number; readonly settings: OperatorSettings } | undefined

export async function operatorSettings(): Promise<OperatorSettings> {
  if (known && Date.now() - known.at < FRESH_MS) return known.settings
  const answer = await readSettings(serverRequest('en'))
  const settings: OperatorSettings = {
    products: PRODUCTS.filter((product) => answer[PRODUCT_SETTINGS[product]]),
    oddsTypes: answer.odds_types,
    customBets: answer.custom_bet_enabled,
    video: answer.video_enabled,
    multiSingleByProvider: answer.multi_single_available_by_provider,
  }
  known = { at: Date.now(), settings }
  return settings
}

/** The operator's settings for a page that still renders when the api does not answer. */
export function operatorSettingsOrFallback(): Promise<OperatorSettings> {
  return operatorSettings().catch(() => FALLBACK)
}

/** A section that is off is not there at all: 404. */
export async function requireProduct(product: Product): Promise<void> {
  if (!(await operatorSettings()).products.includes(product)) notFound()
}
