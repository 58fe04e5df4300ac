import { z } from 'zod'
import { oneOf } from '@sportsbook/domain'

/**
 * The sections an operator turns on or off (spec §2.2, §3 settings): three partner products
 * launched through the virtual wallet, and premium cricket from the feed.
 */
export const PARTNER_PRODUCTS = ['racing', 'lotteries', 'virtual-gaming-arena'] as const
export type PartnerProduct = (typeof PARTNER_PRODUCTS)[number]
export const PRODUCTS = [...PARTNER_PRODUCTS, 'premium-cricket'] as const
export type Product = (typeof PRODUCTS)[number]

export const isPartnerProduct = oneOf(PARTNER_PRODUCTS)

/** The settings field (spec §3.5) that says whether each product is on. */
export const PRODUCT_SETTINGS = {
  racing: 'is_horse_racing_enabled',
  lotteries: 'is_lottery_enabled',
  'premium-cricket': 'is_premium_cricket_enabled',
  'virtual-gaming-arena': 'is_virtual_gaming_arena_enabled',
} as const satisfies Record<Product, string>

/** POST /platform/virtual_wallet/{provider}/launch (spec §7.4 "body app"). */
export const launchBodySchema = z.object({
  /** Which of the operator's apps launches the game: the partner lays it out for it. */
  app: z.enum(['desktop', 'mobile']),
})
/** The partner's page to frame, with a signed launch token that expires in two minutes. */
export const launchResponseSchema = z.object({ url: z.url() })
