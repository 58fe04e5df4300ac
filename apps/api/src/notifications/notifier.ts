import { PUSH_CHANNELS } from '@sportsbook/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Publisher } from '../push/publisher'
import { createNotification, type Notice } from './notifications'

type Log = { error(object: object, message: string): void }

/** Tells a player of something that happened: stored, pushed, counted. */
export type Notifier = {
  notify(playerId: string, notice: Notice): Promise<void>
}

/**
 * Notifications are written right after the event they tell of has committed, by the code
 * that publishes it (decision 124): a failure is logged and never undoes or fails the event.
 */
export function notifierOf(db: Kysely<Database>, publisher: Publisher, log: Log): Notifier {
  return {
    async notify(playerId, notice) {
      try {
        const { notification, unread } = await createNotification(db, playerId, notice)
        const channel = PUSH_CHANNELS.player(playerId)
        publisher.publish(channel, { type: 'notification', notification })
        publisher.publish(channel, { type: 'unread_counters_changed', unread })
      } catch (err) {
        log.error({ err, playerId, type: notice.type }, 'notification not written')
      }
    },
  }
}

/** Tells the player's open pages their unread count after reading (the other tabs follow). */
export function publishUnread(publisher: Publisher, playerId: string, unread: number): void {
  publisher.publish(PUSH_CHANNELS.player(playerId), { type: 'unread_counters_changed', unread })
}
