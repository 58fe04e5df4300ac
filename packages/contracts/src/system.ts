import { PROFILE_FIELDS } from '@sportsbook/domain'
import { z } from 'zod'

const countryCode = z.string().regex(/^[A-Z]{2}$/)

/**
 * GET /api/v2/system: the system data of spec §3.9 — what the site offers everyone, and the
 * visitor's country as the operator's edge reports it (null when it does not).
 */
export const systemDataSchema = z.object({
  locales: z.array(z.string()).min(1),
  default_locale: z.string(),
  /** The profile fields every player must fill in before playing (REQUIRED_PROFILE_FIELDS). */
  player_fields: z.array(z.enum(PROFILE_FIELDS)),
  currencies: z.array(
    z.object({
      code: z.string(),
      fiat: z.boolean(),
      /** Subunits (the integers amounts travel in) per unit: 100 for EUR, 1e8 for BTC. */
      subunits: z.number().int().positive(),
      /** Smaller denominations a wallet may show (mBTC): subunits of the currency per one. */
      subcurrencies: z.array(z.object({ code: z.string(), subunits: z.number().int().positive() })),
    }),
  ),
  /** The currency a new player's account is preselected in (DEFAULT_CURRENCY). */
  default_currency: z.string(),
  /** The countries a player may sign up from. */
  countries: z.array(countryCode),
  /** Where sign-in and sign-up are refused (BLOCKED_COUNTRIES). */
  blocked_countries: z.array(countryCode),
  /** The visitor's country from the edge's geo header (GEO_COUNTRY_HEADER); null: unknown. */
  user_country: countryCode.nullable(),
})
export type SystemData = z.infer<typeof systemDataSchema>
