import {
  DEFAULT_PLAYER_SETTINGS,
  playerSettingsSchema,
  type PlayerSettings,
} from '@sportsbook/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export const DEFAULT_SETTINGS: PlayerSettings = DEFAULT_PLAYER_SETTINGS

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
  })
}
