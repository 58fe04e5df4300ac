import {
  API_ERROR_CODES,
  DEFAULT_PLAYER_SETTINGS,
  PRODUCT_SETTINGS,
  playerSettingsSchema,
  type PlayerSettings,
  type Product,
  type SiteSettings,
  type settingsUpdateSchema,
} from '@sportsbook/contracts'
import {
  DEFAULT_MULTI_SINGLE_PROVIDERS,
  ODDS_FORMATS,
  offeredOddsFormat,
  slipRulesFor,
  type OddsFormat,
} from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'

export const DEFAULT_SETTINGS: PlayerSettings = DEFAULT_PLAYER_SETTINGS

/** What the operator configured: GET /settings answers it beside the player's settings. */
export type OperatorOptions = {
  readonly products: readonly Product[]
  readonly multiActiveFreebets: boolean
  readonly oddsTypes: readonly OddsFormat[]
  readonly customBets: boolean
  readonly video: boolean
  /** Providers whose singles may stand side by side (multi-single). */
  readonly multiSingleProviders: readonly string[]
}

export const DEFAULT_OPERATOR_OPTIONS: OperatorOptions = {
  products: [],
  multiActiveFreebets: false,
  oddsTypes: ODDS_FORMATS,
  customBets: true,
  video: true,
  multiSingleProviders: DEFAULT_MULTI_SINGLE_PROVIDERS,
}

/** The operator's switches that GET /settings answers beside the player's settings. */
export type OperatorSwitches = Omit<SiteSettings, keyof PlayerSettings | keyof FeedSwitches>

/** What the feed decides: which providers serve each sport type, and which are up now. */
type FeedSwitches = Pick<SiteSettings, 'sport_type_providers' | 'provider_statuses'>

export function operatorSwitches(options: OperatorOptions): OperatorSwitches {
  const on = (product: Product) => options.products.includes(product)
  return {
    odds_types: [...options.oddsTypes],
    [PRODUCT_SETTINGS.racing]: on('racing'),
    [PRODUCT_SETTINGS.lotteries]: on('lotteries'),
    [PRODUCT_SETTINGS['premium-cricket']]: on('premium-cricket'),
    [PRODUCT_SETTINGS['virtual-gaming-arena']]: on('virtual-gaming-arena'),
    is_multi_active_freebets_allowed: options.multiActiveFreebets,
    custom_bet_enabled: options.customBets,
    video_enabled: options.video,
    multi_single_available_by_provider: slipRulesFor(options.multiSingleProviders)
      .multiSingleAllowedByProvider,
  }
}

/** The providers of each sport type in the catalogue, and each provider's last reported state. */
export async function feedSwitches(db: Kysely<Database>): Promise<FeedSwitches> {
  const [sports, statuses] = await Promise.all([
    db.selectFrom('sports').select(['type', 'provider']).distinct().execute(),
    db.selectFrom('provider_statuses').select(['provider', 'active']).execute(),
  ])
  const sportTypeProviders: Record<string, string[]> = {}
  for (const { type, provider } of sports) (sportTypeProviders[type] ??= []).push(provider)
  for (const providers of Object.values(sportTypeProviders)) providers.sort()
  return {
    sport_type_providers: sportTypeProviders,
    provider_statuses: Object.fromEntries(statuses.map((s) => [s.provider, s.active === 1])),
  }
}

/**
 * What a player's (or a visitor's) settings show when the operator offers only some odds
 * formats: a stored format no longer offered reads as the first offered.
 */
export function withOfferedOdds(
  settings: PlayerSettings,
  switches: OperatorSwitches,
): PlayerSettings {
  return { ...settings, odds_type: offeredOddsFormat(settings.odds_type, switches.odds_types) }
}

/** A player's sportsbook settings, or the defaults until they change them. */
export async function settingsOf(db: Kysely<Database>, playerId: string): Promise<PlayerSettings> {
  const row = await db
    .selectFrom('player_settings')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirst()
  if (!row) return DEFAULT_SETTINGS
  // Stored by this module from validated input; parsed again so a bad row cannot leak out.
  return playerSettingsSchema.parse({
    stakes: JSON.parse(row.stakes) as unknown,
    auto_accept_odds_change: row.auto_accept_odds_change,
    odds_type: row.odds_type,
    one_signal_push_notification_subscription: row.push_subscription,
  })
}

/**
 * Changes some of a player's settings (the rest keep their values). Answers the settings now
 * in force.
 */
export async function saveSettings(
  db: Kysely<Database>,
  playerId: string,
  changes: z.output<typeof settingsUpdateSchema>,
  offered: readonly OddsFormat[] = ODDS_FORMATS,
): Promise<PlayerSettings> {
  if (changes.odds_type !== undefined && !offered.includes(changes.odds_type))
    throw new Refused(API_ERROR_CODES.validationFailed, 'Invalid request: body.odds_type', [
      {
        field: 'body.odds_type',
        message: `Expected one of the offered formats: ${offered.join(', ')}`,
        code: 'invalid_value',
      },
    ])
  const current = await settingsOf(db, playerId)
  const next: PlayerSettings = {
    stakes: changes.stakes ?? current.stakes,
    auto_accept_odds_change: changes.auto_accept_odds_change ?? current.auto_accept_odds_change,
    odds_type: changes.odds_type ?? current.odds_type,
    one_signal_push_notification_subscription:
      changes.one_signal_push_notification_subscription === undefined
        ? current.one_signal_push_notification_subscription
        : changes.one_signal_push_notification_subscription,
  }
  const values = {
    stakes: JSON.stringify(next.stakes),
    auto_accept_odds_change: next.auto_accept_odds_change,
    odds_type: next.odds_type,
    push_subscription: next.one_signal_push_notification_subscription,
    updated_at: new Date().toISOString(),
  }
  await db
    .insertInto('player_settings')
    .values({ player_id: playerId, ...values })
    .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
    .execute()
  return next
}

/** The player's language (PATCH /platform/player/update_locale). */
export async function saveLocale(
  db: Kysely<Database>,
  playerId: string,
  locale: string,
): Promise<void> {
  await db.updateTable('players').set({ language: locale }).where('id', '=', playerId).execute()
}
