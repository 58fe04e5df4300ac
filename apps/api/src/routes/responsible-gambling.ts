import type { FastifyRequest } from 'fastify'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  activityTrackedSchema,
  API_ERROR_CODES,
  sportsbookSessionSchema,
  userLimitBodySchema,
  userLimitSchema,
  userLimitsResponseSchema,
} from '@sportsbook/contracts'
import { z } from 'zod'
import { requirePlayer } from '../plugins/authentication'
import { ApiFailure } from '../plugins/error-handler'
import { deleteSession, deleteSessionsOf } from '../players/sessions'
import {
  continueSession,
  openSession,
  SessionLimitReached,
  sessionView,
  trackActivity,
} from '../players/sportsbook-sessions'
import { listLimits, setLimit } from '../players/user-limits'

/**
 * Responsible gambling (spec §7.4 Platform API): the limits a player sets, sportsbook sessions
 * with the reality check, and activity tracking. The rules are the services' (players/); here
 * is what HTTP adds: an exclusion, the session limit or the activity limit reached also ends
 * the sign-in.
 */
export const responsibleGamblingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/platform/user_limits',
    { schema: { response: { 200: userLimitsResponseSchema } } },
    async (request) => ({ data: await listLimits(app.db, requirePlayer(request).playerId) }),
  )

  app.post(
    '/platform/user_limits',
    { schema: { body: userLimitBodySchema, response: { 201: userLimitSchema } } },
    async (request, reply) => {
      const auth = requirePlayer(request)
      const { limit, exclusion } = await setLimit(app.db, auth.playerId, request.body)
      // An exclusion ends every session of the player at once, on every device.
      if (exclusion) {
        await deleteSessionsOf(app.db, auth.playerId)
        await app.publisher.signOut(auth.playerId)
      }
      return reply.status(201).send(limit)
    },
  )

  /**
   * The session limit reached ends the sign-in as well as the sportsbook session (spec §8.5 "a
   * session-limit error expires the session"): otherwise a reload would start a new one.
   */
  const endingSignInAtLimit = async <T>(request: FastifyRequest, use: (playerId: string) => T) => {
    const auth = requirePlayer(request)
    try {
      return await use(auth.playerId)
    } catch (error) {
      if (error instanceof SessionLimitReached) {
        await deleteSession(app.db, auth.tokenHash)
        await app.publisher.signOut(auth.playerId)
      }
      throw error
    }
  }

  /** Starts or returns the player's sportsbook session; 403 when a limit forbids play. */
  const session = { response: { 200: sportsbookSessionSchema } }
  app.post('/platform/sportsbook_sessions', { schema: session }, async (request) =>
    endingSignInAtLimit(request, async (playerId) =>
      sessionView(app.db, await openSession(app.db, playerId)),
    ),
  )

  app.post('/platform/sportsbook_sessions/continue', { schema: session }, async (request) =>
    endingSignInAtLimit(request, (playerId) => continueSession(app.db, playerId)),
  )

  /** Time the player was active in the tab; over the activity limit the sign-in ends (401). */
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
      const tracked = await trackActivity(app.db, auth.playerId, request.body.seconds)
      if (tracked.overLimit) {
        await deleteSession(app.db, auth.tokenHash)
        await app.publisher.signOut(auth.playerId)
        // Spec §8: a 401 here expires the session and opens the limit dialog.
        throw new ApiFailure(401, API_ERROR_CODES.outOfLimit, { id: 'outOfLimit' })
      }
      return { active_seconds: tracked.activeSeconds }
    },
  )
  done()
}
