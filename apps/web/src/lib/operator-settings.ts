import 'server-only'
import { PRODUCTS, PRODUCT_SETTINGS, type Product } from '@sportsbook/contracts'
import { ODDS_FORMATS, type OddsFormat } from '@sportsbook/domain'
import { notFound } from 'next/navigation'
import { serverApiClient } from './api-client'

/** What the operator switched on (spec §3 settings, from GET /settings). */
export type OperatorSettings = {
  readonly products: readonly Product[]
  readonly oddsTypes: readonly OddsFormat[]
}

/** Before the api has answered (or when it cannot): no products, every odds format. */
const FALLBACK: OperatorSettings = { products: [], oddsTypes: ODDS_FORMATS }

/** The operator's switches change when the api restarts: asked again after half a minute. */
const FRESH_MS = 30_000
let known: { readonly at: number; readonly settings: OperatorSettings } | undefined

export async function operatorSettings(): Promise<OperatorSettings> {
  if (known && Date.now() - known.at < FRESH_MS) return known.settings
  const answer = await serverApiClient('en').settings()
  const settings: OperatorSettings = {
    products: PRODUCTS.filter((product) => answer[PRODUCT_SETTINGS[product]]),
    oddsTypes: answer.odds_types,
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
