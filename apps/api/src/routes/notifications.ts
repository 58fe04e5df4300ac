import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  notificationCountersResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  readNotificationsBodySchema,
} from '@sportsbook/contracts'
import { listNotifications, markRead, unreadCount } from '../notifications/notifications'
import { publishUnread } from '../notifications/notifier'
import { requirePlayer } from '../plugins/authentication'
import { answersArePrivate } from '../plugins/private-answers'

/**
 * The player's notifications (spec §7.4): the list (10 to a page), the unread counter, and
 * marking some or all read — which tells the player's other tabs the new count. Never cached.
 */
export const notificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { db, publisher } = app
  const counters = (unread: number) => ({ data: { unread } })

  answersArePrivate(app)

  app.get(
    '/api/v2/notifications',
    {
      schema: {
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async (request) => listNotifications(db, requirePlayer(request).playerId, request.query),
  )

  app.get(
    '/api/v2/notifications/counters',
    { schema: { response: { 200: notificationCountersResponseSchema } } },
    async (request) => counters(await unreadCount(db, requirePlayer(request).playerId)),
  )

  app.post(
    '/api/v2/notifications/read',
    {
      schema: {
        body: readNotificationsBodySchema,
        response: { 200: notificationCountersResponseSchema },
      },
    },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const unread = await markRead(db, playerId, request.body.ids)
      publishUnread(publisher, playerId, unread)
      return counters(unread)
    },
  )

  app.post(
    '/api/v2/notifications/read-all',
    { schema: { response: { 200: notificationCountersResponseSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const unread = await markRead(db, playerId, 'all')
      publishUnread(publisher, playerId, unread)
      return counters(unread)
    },
  )
  done()
}
