import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  acceptTermsBodySchema,
  accountsResponseSchema,
  API_ERROR_CODES,
  compPointsSchema,
  currencySchema,
  playerProfileSchema,
  profileUpdateBodySchema,
  statusGroupsResponseSchema,
  switchCurrencyResponseSchema,
} from '@sportsbook/contracts'
import { STATUS_GROUPS, statusGroupOf } from '@sportsbook/domain'
import { z } from 'zod'
import { requirePlayer } from '../plugins/authentication'
import { ApiFailure } from '../plugins/error-handler'
import { compPointsOf, profileOf, type ProfilePolicy } from '../players/profile'
import { balancesOf, openAccount } from '../wallet/ledger'

/** GET /platform/player and the player's accounts. */
export const platformPlayerRoutes: FastifyPluginCallbackZod<ProfilePolicy> = (
  app,
  policy,
  done,
) => {
  const { termsVersion } = policy
  app.get('/platform/player', { schema: { response: { 200: playerProfileSchema } } }, (request) =>
    profileOf(app.db, requirePlayer(request), policy),
  )

  /**
   * The player fills in their names (the required fields their profile misses, spec §3); not in
   * the spec's list of calls — the reference platform's own (see docs/decisions/).
   */
  const profile = { response: { 200: playerProfileSchema } }
  app.patch(
    '/platform/player',
    { schema: { body: profileUpdateBodySchema, ...profile } },
    async (request) => {
      const session = requirePlayer(request)
      await app.db
        .updateTable('players')
        .set(request.body)
        .where('id', '=', session.playerId)
        .execute()
      return profileOf(app.db, session, policy)
    },
  )

  /** The terms checker's answer: the player accepts the current terms (spec §2). */
  app.post(
    '/platform/player/accept_terms',
    { schema: { body: acceptTermsBodySchema, ...profile } },
    async (request) => {
      const session = requirePlayer(request)
      if (request.body.version !== termsVersion)
        throw new ApiFailure(
          409,
          API_ERROR_CODES.termsChanged,
          `The terms changed: version ${termsVersion} is current`,
        )
      await app.db
        .updateTable('players')
        .set({ terms_version: termsVersion, terms_accepted_at: new Date().toISOString() })
        .where('id', '=', session.playerId)
        .execute()
      return profileOf(app.db, session, policy)
    },
  )

  app.get(
    '/platform/player/comp_points',
    { schema: { response: { 200: compPointsSchema } } },
    async (request) => {
      const points = await compPointsOf(app.db, requirePlayer(request).playerId)
      return { points, status_group: statusGroupOf(points).id }
    },
  )

  app.get(
    '/platform/player/status_groups',
    { schema: { response: { 200: statusGroupsResponseSchema } } },
    async (request) => {
      const points = await compPointsOf(app.db, requirePlayer(request).playerId)
      const current = statusGroupOf(points)
      return {
        data: STATUS_GROUPS.map((group) => ({
          id: group.id,
          name: group.name,
          min_points: group.minPoints,
          current: group.id === current.id,
        })),
      }
    },
  )

  app.get(
    '/platform/player/accounts',
    { schema: { response: { 200: accountsResponseSchema } } },
    async (request) => ({
      data: await balancesOf(app.db, requirePlayer(request).playerId),
    }),
  )

  /**
   * The account currency switch (spec §4 POST /player/accounts {currency}): the account in
   * that currency becomes the player's current one (opened first when the player has none).
   * Answers the current currency and the accounts.
   */
  app.post(
    '/platform/player/accounts',
    {
      schema: {
        body: z.object({ currency: currencySchema }),
        response: { 200: switchCurrencyResponseSchema, 201: switchCurrencyResponseSchema },
      },
    },
    async (request, reply) => {
      const { playerId } = requirePlayer(request)
      const { currency } = request.body
      const opened = await app.db.transaction().execute(async (trx) => {
        // Write first: on SQLite a transaction that reads, then writes, fails when another
        // writer committed in between (the ledger's debit takes its lock the same way).
        await trx.updateTable('players').set({ currency }).where('id', '=', playerId).execute()
        const exists = await trx
          .selectFrom('accounts')
          .select('id')
          .where('player_id', '=', playerId)
          .where('currency', '=', currency)
          .executeTakeFirst()
        if (!exists) await openAccount(trx, playerId, currency)
        return !exists
      })
      return reply
        .status(opened ? 201 : 200)
        .send({ currency, data: await balancesOf(app.db, playerId) })
    },
  )
  done()
}
