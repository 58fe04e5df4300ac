import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  API_ERROR_CODES,
  PARTNER_PRODUCTS,
  launchBodySchema,
  launchResponseSchema,
  type Product,
} from '@sportsbook/contracts'
import { z } from 'zod'
import { launchGame, type PartnerConfig } from '../partners/launch'
import { requirePlayer } from '../plugins/authentication'
import { ApiFailure } from '../plugins/error-handler'
import type { ProfilePolicy } from '../players/profile'
import { refuseExcluded, refuseUnfinishedProfile } from '../players/standing'

export type PartnerLaunchOptions = {
  readonly products: readonly Product[]
  readonly partner: PartnerConfig | undefined
  /** The terms and profile fields a player must have before playing, as before betting. */
  readonly profile: ProfilePolicy
}

/**
 * The virtual wallet's launch (spec §7.4 `POST {virtual wallet}/{provider}/launch`): a signed-in
 * player in good standing (not excluded, terms and required fields done, as for a bet: racing,
 * lotteries and the arena are gambling too) gets the partner's page for a product the operator
 * turned on. A product that is off, or no partner configured, is a 404.
 */
export const partnerLaunchRoutes: FastifyPluginCallbackZod<PartnerLaunchOptions> = (
  app,
  { products, partner, profile },
  done,
) => {
  app.post(
    '/platform/virtual_wallet/:provider/launch',
    {
      schema: {
        params: z.object({ provider: z.string().max(64) }),
        body: launchBodySchema,
        response: { 200: launchResponseSchema },
      },
    },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const product = PARTNER_PRODUCTS.find((p) => p === request.params.provider)
      if (!product || !products.includes(product) || !partner)
        throw new ApiFailure(404, API_ERROR_CODES.notFound, 'No such game provider')
      await refuseExcluded(app.db, playerId)
      await refuseUnfinishedProfile(app.db, playerId, profile)
      return {
        url: await launchGame(app.db, partner, { playerId, product, app: request.body.app }),
      }
    },
  )
  done()
}
