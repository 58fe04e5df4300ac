import { API_ERROR_CODES, currencySchema } from '@sportsbook/contracts'
import { z } from 'zod'
import type { ApiInstance } from '../app'
import { requirePlayer } from '../plugins/authentication'
import { ApiFailure } from '../plugins/error-handler'
import { profileOf } from '../players/profile'
import { balancesOf, openAccount } from '../wallet/ledger'

/** GET /platform/player and the player's accounts. */
export function platformPlayerRoutes(app: ApiInstance): void {
  app.get('/platform/player', async (request) => profileOf(app.db, requirePlayer(request)))

  app.get('/platform/player/accounts', async (request) => ({
    data: await balancesOf(app.db, requirePlayer(request).playerId),
  }))

  app.post(
    '/platform/player/accounts',
    { schema: { body: z.object({ currency: currencySchema }) } },
    async (request, reply) => {
      const { playerId } = requirePlayer(request)
      const { currency } = request.body
      const exists = await app.db
        .selectFrom('accounts')
        .select('id')
        .where('player_id', '=', playerId)
        .where('currency', '=', currency)
        .executeTakeFirst()
      if (exists)
        throw new ApiFailure(
          409,
          API_ERROR_CODES.accountExists,
          `You already have a ${currency} account`,
        )
      await openAccount(app.db, playerId, currency)
      return reply.status(201).send({ data: await balancesOf(app.db, playerId) })
    },
  )
}
