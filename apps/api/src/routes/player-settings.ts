import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  settingsResponseSchema,
  settingsUpdateSchema,
  updateLocaleBodySchema,
  updateLocaleResponseSchema,
} from '@sportsbook/contracts'
import {
  DEFAULT_SETTINGS,
  feedSwitches,
  saveLocale,
  saveSettings,
  settingsOf,
  withOfferedOdds,
  type OperatorSwitches,
} from '../players/settings'
import { requirePlayer } from '../plugins/authentication'

/**
 * GET/POST /api/v2/settings and PATCH /platform/player/update_locale. A visitor's GET answers
 * the default settings with the operator's switches (the site's sections depend on them).
 */
export const playerSettingsRoutes: FastifyPluginCallbackZod<{ switches: OperatorSwitches }> = (
  app,
  { switches },
  done,
) => {
  app.get(
    '/api/v2/settings',
    { schema: { response: { 200: settingsResponseSchema } } },
    async (request) => {
      const playerId = request.session?.playerId
      const [settings, feed] = await Promise.all([
        playerId ? settingsOf(app.db, playerId) : DEFAULT_SETTINGS,
        feedSwitches(app.db),
      ])
      return { ...withOfferedOdds(settings, switches), ...switches, ...feed }
    },
  )

  app.post(
    '/api/v2/settings',
    { schema: { body: settingsUpdateSchema, response: { 200: settingsResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const saved = await saveSettings(app.db, playerId, request.body, switches.odds_types)
      return { ...withOfferedOdds(saved, switches), ...switches, ...(await feedSwitches(app.db)) }
    },
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
