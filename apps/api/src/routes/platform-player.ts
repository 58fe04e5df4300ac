import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  acceptTermsBodySchema,
  accountsResponseSchema,
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
import {
  acceptTerms,
  compPointsOf,
  profileOf,
  switchCurrency,
  updateProfile,
  type ProfilePolicy,
} from '../players/profile'
import { balancesOf } from '../ledger/ledger'

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
   * The player fills in their names (the required fields their profile misses, spec §3.4); not in
   * the spec's list of calls — the reference platform's own (see docs/decisions/).
   */
  const profile = { response: { 200: playerProfileSchema } }
  app.patch(
    '/platform/player',
    { schema: { body: profileUpdateBodySchema, ...profile } },
    async (request) => {
      const session = requirePlayer(request)
      await updateProfile(app.db, session.playerId, request.body)
      return profileOf(app.db, session, policy)
    },
  )

  /** The terms checker's answer: the player accepts the current terms (spec §2.3). */
  app.post(
    '/platform/player/accept_terms',
    { schema: { body: acceptTermsBodySchema, ...profile } },
    async (request) => {
      const session = requirePlayer(request)
      await acceptTerms(app.db, session.playerId, request.body.version, termsVersion)
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
   * The account currency switch (spec §4.17 POST /player/accounts {currency}): the account in
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
      const opened = await switchCurrency(app.db, playerId, currency)
      return reply
        .status(opened ? 201 : 200)
        .send({ currency, data: await balancesOf(app.db, playerId) })
    },
  )
  done()
}
