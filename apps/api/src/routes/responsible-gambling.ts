import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import {
  activityTrackedSchema,
  API_ERROR_CODES,
  sportsbookSessionSchema,
  userLimitSchema,
  userLimitsResponseSchema,
} from '@sportsbook/contracts'
import {
  EXCLUSION_TYPES,
  LIMIT_PERIODS,
  MONEY_LIMIT_TYPES,
  TIME_LIMIT_TYPES,
  limitEffectiveAt,
} from '@sportsbook/domain'
import { z } from 'zod'
import { requirePlayer } from '../plugins/authentication'
import { ApiFailure } from '../plugins/error-handler'
import { limitsInForce } from '../players/limits'
import { deleteSession } from '../players/sessions'

/** The reality check comes every hour unless the player chose another period. */
export const DEFAULT_REALITY_CHECK_MINUTES = 60

const limitBody = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(MONEY_LIMIT_TYPES),
    amount: z.number().int('Expected whole subunits').positive(),
    period: z.enum(LIMIT_PERIODS),
  }),
  z.object({
    type: z.enum(TIME_LIMIT_TYPES),
    /** Minutes. */
    amount: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  }),
  z.object({ type: z.enum(EXCLUSION_TYPES), days: z.number().int().min(1).max(3650) }),
])

/**
 * Responsible gambling (spec §7 Platform API): the limits a player sets, sportsbook sessions
 * with the reality check, and activity tracking. A tighter limit applies at once, a looser one
 * after 24 hours (`limitEffectiveAt`); an exclusion cannot be lifted before it ends.
 */
export const responsibleGamblingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  /** The limits in force (active) and the looser ones waiting for their 24 hours (unconfirmed). */
  app.get(
    '/platform/user_limits',
    { schema: { response: { 200: userLimitsResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const now = new Date().toISOString()
      const pending = await app.db
        .selectFrom('user_limits')
        .select(['id', 'type', 'amount', 'period', 'effective_at', 'ends_at'])
        .where('player_id', '=', playerId)
        .where('effective_at', '>', now)
        .orderBy('effective_at')
        .execute()
      const active = [...(await limitsInForce(app.db, playerId)).values()].map((limit) => ({
        id: limit.id,
        type: limit.type,
        amount: limit.amount,
        period: limit.period,
        effective_at: limit.effectiveAt,
        ends_at: limit.endsAt,
      }))
      return {
        data: [
          ...active.map((limit) => ({ ...limit, status: 'active' as const })),
          ...pending.map((limit) => ({ ...limit, status: 'unconfirmed' as const })),
        ],
      }
    },
  )

  app.post(
    '/platform/user_limits',
    { schema: { body: limitBody, response: { 201: userLimitSchema } } },
    async (request, reply) => {
      const { playerId } = requirePlayer(request)
      const body = request.body
      const now = Date.now()
      const current = (await limitsInForce(app.db, playerId)).get(body.type)
      const exclusion = 'days' in body
      if (exclusion && current)
        throw new ApiFailure(
          409,
          API_ERROR_CODES.limitInForce,
          `A ${body.type} is already in force`,
        )
      const amount = 'amount' in body ? body.amount : null
      const effectiveAt = exclusion
        ? now
        : limitEffectiveAt(current?.amount ?? null, amount ?? 0, now)
      const row = {
        id: randomUUID(),
        player_id: playerId,
        type: body.type,
        status: effectiveAt > now ? ('unconfirmed' as const) : ('active' as const),
        amount,
        period: 'period' in body ? body.period : null,
        effective_at: new Date(effectiveAt).toISOString(),
        ends_at: exclusion ? new Date(now + body.days * 24 * 3600 * 1000).toISOString() : null,
        created_at: new Date(now).toISOString(),
      }
      await app.db.insertInto('user_limits').values(row).execute()
      // An exclusion ends the session at once.
      if (exclusion) {
        await deleteSession(app.db, requirePlayer(request).tokenHash)
        await app.push.signOutUser(playerId)
      }
      return reply.status(201).send({
        id: row.id,
        type: row.type,
        status: row.status,
        amount: row.amount,
        period: row.period,
        effective_at: row.effective_at,
        ends_at: row.ends_at,
      })
    },
  )

  const openSession = async (playerId: string) => {
    const now = new Date()
    const limits = await limitsInForce(app.db, playerId, now)
    if (limits.has('selfexclusion') || limits.has('coolingoff'))
      throw new ApiFailure(403, API_ERROR_CODES.outOfLimit, { id: 'outOfLimit' })
    const minutes = limits.get('reality_check')?.amount ?? DEFAULT_REALITY_CHECK_MINUTES
    let session = await app.db
      .selectFrom('sportsbook_sessions')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('ended_at', 'is', null)
      .executeTakeFirst()
    if (!session) {
      session = {
        id: randomUUID(),
        player_id: playerId,
        started_at: now.toISOString(),
        next_check_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
        active_seconds: 0,
        ended_at: null,
      }
      await app.db.insertInto('sportsbook_sessions').values(session).execute()
    }
    const sessionLimit = limits.get('sportsbook_session')?.amount
    if (sessionLimit && now.getTime() - Date.parse(session.started_at) > sessionLimit * 60_000) {
      await app.db
        .updateTable('sportsbook_sessions')
        .set({ ended_at: now.toISOString() })
        .where('id', '=', session.id)
        .execute()
      throw new ApiFailure(403, API_ERROR_CODES.outOfLimit, { id: 'outOfLimit' })
    }
    return { session, minutes, now }
  }
  const view = (
    s: { id: string; started_at: string; next_check_at: string },
    minutes: number,
    now: Date,
  ) => ({
    id: s.id,
    started_at: s.started_at,
    period: minutes * 60,
    next_check_at: s.next_check_at,
    reality_check_due: s.next_check_at <= now.toISOString(),
  })

  /** Starts or returns the player's sportsbook session; 403 when a limit forbids play. */
  const session = { response: { 200: sportsbookSessionSchema } }
  app.post('/platform/sportsbook_sessions', { schema: session }, async (request) => {
    const { session, minutes, now } = await openSession(requirePlayer(request).playerId)
    return view(session, minutes, now)
  })

  /** The player saw the reality check and plays on: the next one comes a period later. */
  app.post('/platform/sportsbook_sessions/continue', { schema: session }, async (request) => {
    const { session, minutes, now } = await openSession(requirePlayer(request).playerId)
    const next = {
      ...session,
      next_check_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
    }
    await app.db
      .updateTable('sportsbook_sessions')
      .set({ next_check_at: next.next_check_at })
      .where('id', '=', session.id)
      .execute()
    return view(next, minutes, now)
  })

  /** Time the player was active in the tab; over the activity limit the session ends (401). */
  app.post(
    '/platform/player/activity_limit_track',
    {
      schema: {
        body: z.object({ seconds: z.number().int().min(1).max(300) }),
        response: { 200: activityTrackedSchema },
      },
    },
    async (request) => {
      const auth = requirePlayer(request)
      const { session } = await openSession(auth.playerId)
      const activeSeconds = session.active_seconds + request.body.seconds
      await app.db
        .updateTable('sportsbook_sessions')
        .set({ active_seconds: activeSeconds })
        .where('id', '=', session.id)
        .execute()
      const limit = (await limitsInForce(app.db, auth.playerId)).get('activity')?.amount
      if (limit && activeSeconds > limit * 60) {
        await app.db
          .updateTable('sportsbook_sessions')
          .set({ ended_at: new Date().toISOString() })
          .where('id', '=', session.id)
          .execute()
        await deleteSession(app.db, auth.tokenHash)
        await app.push.signOutUser(auth.playerId)
        throw new ApiFailure(401, API_ERROR_CODES.outOfLimit, { id: 'outOfLimit' })
      }
      return { active_seconds: activeSeconds }
    },
  )
  done()
}
