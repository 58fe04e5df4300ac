import 'server-only'
import { PRODUCTS, PRODUCT_SETTINGS, type Product } from '@sportsbook/contracts'
import { notFound } from 'next/navigation'
import { serverApiClient } from './api-client'

/** The operator's switches change when the api restarts: asked again after half a minute. */
const FRESH_MS = 30_000
let known: { readonly at: number; readonly products: readonly Product[] } | undefined

/** The sections the operator turned on (spec §3 settings, from GET /settings). */
export async function enabledProducts(): Promise<readonly Product[]> {
  if (known && Date.now() - known.at < FRESH_MS) return known.products
  const settings = await serverApiClient('en').settings()
  const products = PRODUCTS.filter((product) => settings[PRODUCT_SETTINGS[product]])
  known = { at: Date.now(), products }
  return products
}

/** A section that is off is not there at all: 404. */
export async function requireProduct(product: Product): Promise<void> {
  if (!(await enabledProducts()).includes(product)) notFound()
}
