import { z } from 'zod'
import { MAX_PAGE_SIZE } from './page-sizes'
import { pageOf, pageQuery } from './pagination'
import { idParam, scalar } from './query-params'

/** What a notification is about (its `type`); an operator's message is `operator`. */
export const NOTIFICATION_TYPES = [
  'bet_won',
  'bet_lost',
  'bet_void',
  'bet_cashed_out',
  'vip_bet_accepted',
  'vip_bet_rejected',
  'deposit_completed',
  'deposit_failed',
  'bonus_issued',
  'limit_nearly_reached',
  'operator',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** A notification (spec §3.9): texts in the player's language, and what it is about. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  caption: z.string(),
  body: z.string(),
  type: z.string(),
  /** bet, deposit, bonus or limit; null for an operator's message. */
  object_type: z.string().nullable(),
  /** The id of the bet, deposit, bonus or limit it is about. */
  object_id: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>

/** Notifications are 10 to a page unless `limit` says otherwise. */
export const NOTIFICATION_PAGE_SIZE = 10
export const notificationsQuerySchema = z.object({
  ...pageQuery,
  limit: scalar(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)).default(NOTIFICATION_PAGE_SIZE),
})
export const notificationsResponseSchema = pageOf(notificationSchema)
export const notificationCountersResponseSchema = z.object({
  data: z.object({ unread: z.number().int().nonnegative() }),
})
/** POST /notifications/read: the ids to mark read. */
export const readNotificationsBodySchema = z.object({
  ids: z.array(idParam).min(1).max(100),
})
