import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  type PlayerSettings,
  playerSettingsSchema,
  settingsUpdateSchema,
  updateLocaleBodySchema,
  updateLocaleResponseSchema,
} from '@sportsbook/contracts'
import { settingsOf } from '../players/settings'
import { requirePlayer } from '../plugins/authentication'

/** GET/POST /api/v2/settings and PATCH /platform/player/update_locale. */
export const playerSettingsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/v2/settings',
    { schema: { response: { 200: playerSettingsSchema } } },
    async (request) => settingsOf(app.db, requirePlayer(request).playerId),
  )

  app.post(
    '/api/v2/settings',
    { schema: { body: settingsUpdateSchema, response: { 200: playerSettingsSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { one_signal_push_notification_subscription: push, ...changes } = request.body
      const current = await settingsOf(app.db, playerId)
      const next: PlayerSettings = {
        stakes: changes.stakes ?? current.stakes,
        auto_accept_odds_change: changes.auto_accept_odds_change ?? current.auto_accept_odds_change,
        odds_type: changes.odds_type ?? current.odds_type,
      }
      const values = {
        stakes: JSON.stringify(next.stakes),
        auto_accept_odds_change: next.auto_accept_odds_change,
        odds_type: next.odds_type,
        updated_at: new Date().toISOString(),
        ...(push === undefined ? {} : { push_subscription: push }),
      }
      await app.db
        .insertInto('player_settings')
        .values({ player_id: playerId, ...values })
        .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
        .execute()
      return next
    },
  )

  app.patch(
    '/platform/player/update_locale',
    { schema: { body: updateLocaleBodySchema, response: { 200: updateLocaleResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      await app.db
        .updateTable('players')
        .set({ language: request.body.locale })
        .where('id', '=', playerId)
        .execute()
      return { locale: request.body.locale }
    },
  )
  done()
}
