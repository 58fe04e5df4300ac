import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  playerSettingsSchema,
  settingsUpdateSchema,
  updateLocaleBodySchema,
  updateLocaleResponseSchema,
} from '@sportsbook/contracts'
import { saveLocale, saveSettings, settingsOf } from '../players/settings'
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
    async (request) => saveSettings(app.db, requirePlayer(request).playerId, request.body),
  )

  app.patch(
    '/platform/player/update_locale',
    { schema: { body: updateLocaleBodySchema, response: { 200: updateLocaleResponseSchema } } },
    async (request) => {
      await saveLocale(app.db, requirePlayer(request).playerId, request.body.locale)
      return { locale: request.body.locale }
    },
  )
  done()
}
