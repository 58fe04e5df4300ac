import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  API_ERROR_CODES,
  betsQuerySchema,
  betsResponseSchema,
  cashoutBodySchema,
  cashoutResponseSchema,
  customBetMarketsResponseSchema,
  customOddsResponseSchema,
  idParam,
  maxStakeBodySchema,
  maxStakeResponseSchema,
  placeBetsBodySchema,
  placeBetsResponseSchema,
  placementSelectionSchema,
  selectionRef,
  shareBodySchema,
  sharedBetsResponseSchema,
  shareQuerySchema,
  shareResponseSchema,
} from '@sportsbook/contracts'
import { PLACEMENT_ERROR_CODE, fromOddsMillis } from '@sportsbook/domain'
import { isCustomBetLine } from '@sportsbook/feed'
import { z } from 'zod'
import { listedMarketsQuery, hydrateMarkets } from '../catalogue/markets'
import { requestLocale } from '../catalogue/request-locale'
import { listBets, matchesOfBets } from '../bets/bets-list'
import { cashOut } from '../bets/cashout'
import { maxStakes } from '../bets/max-stake'
import { customBetModel, customBetOdds } from '../bets/custom-bets'
import { IdempotencyKeyReused, placeBets, type PlacementPolicy } from '../bets/placement'
import { PlacementRefused } from '../errors/refusal'
import { SessionEnded } from '../bets/placement-context'
import { shareBets, sharedBets } from '../bets/share-codes'
import { requirePlayer } from '../plugins/authentication'
import { ApiFailure, sendNotFound } from '../plugins/error-handler'

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{8,100}$/, 'Expected 8 to 100 letters, digits or . : - _')
    .optional(),
})

/** The v3 bets API and the v2 bet helpers (spec §7.3). */
export const betRoutes: FastifyPluginCallbackZod<
  PlacementPolicy & {
    /** The public address of the site: share links are built on it. */
    readonly site: URL
  }
> = (app, policy, done) => {
  app.post(
    '/api/v3/bets',
    {
      schema: {
        body: placeBetsBodySchema,
        headers: idempotencyHeaders,
        response: { 200: placeBetsResponseSchema },
      },
      config: {
        // A placement checks the session still lives with its first statements (decision 174).
        recallSession: true,
        rateLimit: {
          max: policy.placementsPerMinute,
          timeWindow: 60_000,
          // Per player (the session is recalled before route hooks run); per address without one.
          keyGenerator: (request) => request.session?.playerId ?? request.ip,
        },
      },
    },
    async (request) => {
      const session = requirePlayer(request)
      try {
        const placement = await placeBets(app.db, app.playerEvents, policy, {
          playerId: session.playerId,
          recalledSession: session,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
          requestId: request.id,
        })
        app.metrics.placements.inc({ result: 'placed' })
        request.log.info({ betIds: placement.bets.map((bet) => bet.betId) }, 'bets placed')
        return { data: placement.bets }
      } catch (error) {
        if (error instanceof PlacementRefused) app.metrics.placements.inc({ result: error.code })
        if (error instanceof IdempotencyKeyReused)
          throw new ApiFailure(422, 'idempotency_key_reused', error.message)
        if (error instanceof SessionEnded) {
          app.sessionMemory.forget(session.tokenHash)
          throw new ApiFailure(401, API_ERROR_CODES.unauthorized, { id: 'signInFirst' })
        }
        throw error
      }
    },
  )

  app.get(
    '/api/v3/bets',
    { schema: { querystring: betsQuerySchema, response: { 200: betsResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      return listBets(
        app.db,
        playerId,
        request.query,
        requestLocale(request.headers['accept-language']),
      )
    },
  )

  app.post(
    '/api/v2/bets/max-stake',
    { schema: { body: maxStakeBodySchema, response: { 200: maxStakeResponseSchema } } },
    async (request) => ({
      data: await maxStakes(app.db, request.body.bets, policy.limitUnits),
    }),
  )

  app.post(
    '/api/v2/bets/cashout',
    { schema: { body: cashoutBodySchema, response: { 200: cashoutResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { bet_id, to_cashout } = request.body
      const done = await cashOut(app.db, app.playerEvents, playerId, bet_id, to_cashout)
      const win = { subunits: done.value, currency: done.currency }
      return { data: { bet_id: done.betId, status: 'cashed_out' as const, win_amount: win } }
    },
  )

  // The bet builder's calls exist only where the operator offers it (settings' customBetEnabled).
  if (policy.customBets) {
    app.get(
      '/api/v2/bets/custom/markets/:matchId',
      {
        schema: {
          params: z.object({ matchId: idParam }),
          response: { 200: customBetMarketsResponseSchema },
        },
      },
      async (request, reply) => {
        const { matchId } = request.params
        const model = await customBetModel(app.db, matchId)
        if (!model) return sendNotFound(reply, `Bet builder for match ${matchId}`)
        const rows = (
          await listedMarketsQuery(app.db).where('markets.match_id', '=', matchId).execute()
        ).filter((r) => isCustomBetLine(r.market_id, r.specifier))
        const locale = requestLocale(request.headers['accept-language'])
        const { owners } = await matchesOfBets(app.db, [matchId], locale)
        const markets = await hydrateMarkets(app.db, rows, owners, locale)
        return { data: markets.get(matchId) ?? [] }
      },
    )

    app.post(
      '/api/v2/bets/custom/odds',
      {
        schema: {
          body: z.object({
            selections: z
              .array(placementSelectionSchema.omit({ odds: true }))
              .min(2)
              .max(12),
          }),
          response: { 200: customOddsResponseSchema },
        },
      },
      async (request) => {
        const odds = await customBetOdds(app.db, request.body.selections.map(selectionRef))
        if (odds === undefined)
          throw new PlacementRefused([
            { index: 0, code: PLACEMENT_ERROR_CODE.invalidCustomBetOdds },
          ])
        return { data: { odds: fromOddsMillis(odds) } }
      },
    )
  }

  app.post(
    '/api/v2/bets/share-code',
    { schema: { body: shareBodySchema, response: { 200: shareResponseSchema } } },
    async (request) => {
      const code = await shareBets(app.db, request.body.bets)
      // On the site's configured address, never the request's Host (a client writes that).
      const link = new URL(`/?share_code=${code}`, policy.site).href
      return { data: { code, link } }
    },
  )

  app.get(
    '/api/v2/bets/share-code',
    { schema: { querystring: shareQuerySchema, response: { 200: sharedBetsResponseSchema } } },
    async (request, reply) => {
      const bets = await sharedBets(app.db, request.query.code)
      if (!bets) return sendNotFound(reply, `Share code ${request.query.code}`)
      return { data: { bets } }
    },
  )
  done()
}
