import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  bonusCampaignsQuerySchema,
  bonusCampaignsResponseSchema,
  bonusIdParamsSchema,
  bonusParamsSchema,
  bonusResponseSchema,
  bonusTermsResponseSchema,
  bonusTypePluralParamsSchema,
  bonusesOfTypeQuerySchema,
  bonusesQuerySchema,
  bonusesResponseSchema,
  freebetProgressBodySchema,
  freebetProgressResponseSchema,
  markAsSeenBodySchema,
  markedAsSeenResponseSchema,
  promoCodeBodySchema,
  slipBonusesBodySchema,
  slipBonusesResponseSchema,
  tournamentRatingParamsSchema,
  tournamentRatingQuerySchema,
  tournamentRatingResponseSchema,
} from '@sportsbook/contracts'
import { slipBonusOffers } from '../bonuses/bet-bonuses'
import { campaignView } from '../bonuses/bonus-views'
import { playerCurrency } from '../players/profile'
import type { Campaigns } from '../bonuses/campaigns'
import { freebetProgress, slipFreebetProgress } from '../bonuses/freebet-progress'
import {
  activateBonus,
  bonusOf,
  bonusTerms,
  issuedBonusOf,
  listBonuses,
  listBonusesOfType,
  markBonusesSeen,
  redeemPromoCode,
} from '../bonuses/player-bonuses'
import { requestLocale } from '../catalogue/request-locale'
import { boostFarming } from '../bonuses/farming'
import { tournamentRating } from '../bonuses/tournaments'
import { tournamentRows } from '../bonuses/tournament-pools'
import { requirePlayer } from '../plugins/authentication'
import { answersArePrivate } from '../plugins/private-answers'

export type BonusRouteOptions = {
  readonly campaigns: Campaigns
  /** Settings' isMultiActiveFreebetsAllowed: several freebets may be active at once. */
  readonly multiActiveFreebets: boolean
  /** Freebet values of campaigns are given to visitors in this currency. */
  readonly defaultCurrency: string
  /** Draws lootbox seeds; crypto unless a test passes its own. */
  readonly random?: () => number
}

/**
 * The bonus calls of spec §7.5 under /api/v2/bonuses, all private to the player (never cached),
 * but the public campaigns the promotions page shows to visitors too.
 */
export const bonusRoutes: FastifyPluginCallbackZod<BonusRouteOptions> = (app, options, done) => {
  const { db } = app
  const { campaigns } = options
  const locale = (request: { headers: { 'accept-language'?: string | undefined } }) =>
    requestLocale(request.headers['accept-language'])

  answersArePrivate(app)

  app.get(
    '/api/v2/bonuses/campaigns',
    {
      schema: {
        querystring: bonusCampaignsQuerySchema,
        response: { 200: bonusCampaignsResponseSchema },
      },
    },
    async (request) => {
      const now = new Date()
      const currency =
        request.query.currency ??
        (request.session ? await playerCurrency(db, request.session.playerId) : undefined) ??
        options.defaultCurrency
      const sources = { campaigns, tournaments: await tournamentRows(db) }
      const data = campaigns.all
        .filter((c) => c.public)
        .map((c) => campaignView(c, locale(request), now, currency, sources))
        .filter((c) => request.query.period === undefined || c.period === request.query.period)
      return { data }
    },
  )

  app.get(
    '/api/v2/bonuses',
    { schema: { querystring: bonusesQuerySchema, response: { 200: bonusesResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      return listBonuses(db, campaigns, playerId, request.query, locale(request))
    },
  )

  app.post(
    '/api/v2/bonuses',
    { schema: { body: slipBonusesBodySchema, response: { 200: slipBonusesResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      return slipBonusOffers(db, campaigns, playerId, request.body, locale(request))
    },
  )

  app.get(
    '/api/v2/bonuses/freebets/amb',
    { schema: { response: { 200: freebetProgressResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      return freebetProgress(db, campaigns, playerId, locale(request))
    },
  )

  app.post(
    '/api/v2/bonuses/freebets/amb',
    {
      schema: {
        body: freebetProgressBodySchema,
        response: { 200: freebetProgressResponseSchema },
      },
    },
    async (request) => {
      const { playerId } = requirePlayer(request)
      return slipFreebetProgress(db, campaigns, playerId, request.body, locale(request))
    },
  )

  app.post(
    '/api/v2/bonuses/promo-code',
    { schema: { body: promoCodeBodySchema, response: { 200: bonusResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const issued = await redeemPromoCode(db, campaigns, playerId, request.body.code)
      await app.playerEvents.emit(playerId, [{ type: 'bonuses_issued', issued: [issued] }])
      return { data: await issuedBonusOf(db, campaigns, playerId, issued, locale(request)) }
    },
  )

  app.post(
    '/api/v2/bonuses/mark-as-seen',
    { schema: { body: markAsSeenBodySchema, response: { 200: markedAsSeenResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      return { data: { marked: await markBonusesSeen(db, playerId, request.body) } }
    },
  )

  app.post(
    '/api/v2/bonuses/:id/activate',
    { schema: { params: bonusIdParamsSchema, response: { 200: bonusResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { bonus, issued } = await activateBonus(
        db,
        playerId,
        request.params.id,
        {
          multiActiveFreebets: options.multiActiveFreebets,
          campaigns,
          ...(options.random ? { random: options.random } : {}),
        },
        locale(request),
      )
      // An opened lootbox's prize is a new freebet the player watched come out of the chest:
      // pushed so every open page lists it, not told again as a notification.
      if (issued.length > 0)
        await app.playerEvents.emit(playerId, [{ type: 'bonuses_issued', issued, seen: true }])
      return { data: bonus }
    },
  )

  app.post(
    '/api/v2/bonuses/:id/boost',
    { schema: { params: bonusIdParamsSchema, response: { 200: bonusResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const issued = await boostFarming(db, campaigns, playerId, request.params.id)
      // The player asked for it and sees it in the answer: pushed for the lists only.
      await app.playerEvents.emit(playerId, [
        { type: 'bonuses_issued', issued: [issued], seen: true },
      ])
      return { data: await issuedBonusOf(db, campaigns, playerId, issued, locale(request)) }
    },
  )

  app.get(
    '/api/v2/tournaments/:id/rating',
    {
      schema: {
        params: tournamentRatingParamsSchema,
        querystring: tournamentRatingQuerySchema,
        response: { 200: tournamentRatingResponseSchema },
      },
    },
    async (request) => ({
      data: await tournamentRating(
        db,
        campaigns,
        request.params.id,
        request.session?.playerId,
        request.query.limit,
        locale(request),
      ),
    }),
  )

  app.get(
    '/api/v2/bonuses/:typePlural',
    {
      schema: {
        params: bonusTypePluralParamsSchema,
        querystring: bonusesOfTypeQuerySchema,
        response: { 200: bonusesResponseSchema },
      },
    },
    async (request) => {
      const { playerId } = requirePlayer(request)
      return listBonusesOfType(
        db,
        campaigns,
        playerId,
        request.params.typePlural,
        request.query,
        locale(request),
      )
    },
  )

  app.get(
    '/api/v2/bonuses/:typePlural/:id',
    { schema: { params: bonusParamsSchema, response: { 200: bonusResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { typePlural, id } = request.params
      return { data: await bonusOf(db, campaigns, playerId, typePlural, id, locale(request)) }
    },
  )

  app.get(
    '/api/v2/bonuses/:typePlural/:id/terms',
    { schema: { params: bonusParamsSchema, response: { 200: bonusTermsResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { typePlural, id } = request.params
      return { data: await bonusTerms(db, playerId, typePlural, id, locale(request)) }
    },
  )
  done()
}
