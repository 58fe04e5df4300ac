import type { Notification, NotificationType } from '@sportsbook/contracts'
import { formatMoney, type BetResult } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import { newId } from '../db/ids'
import type { Database, NotificationsTable } from '../db/schema'
import { pagination } from '../catalogue/paging'
import { textIn } from '../bonuses/bonus-views'
import { noticeTexts } from './notice-texts'

type Money = { readonly subunits: number; readonly currency: string }

/** What happened, for a notification: an operator's own texts, or a kind of event and its object. */
export type Notice =
  | {
      readonly type: 'operator'
      readonly title: string
      readonly caption: string
      readonly body: string
    }
  | {
      readonly type: Exclude<NotificationType, 'operator'>
      readonly object: {
        readonly type: 'bet' | 'deposit' | 'bonus' | 'limit'
        readonly id: string
      }
      readonly amount?: Money
      /** A bonus's or limit's name by language (the player's is used). */
      readonly name?: Readonly<Record<string, string>>
    }

const view = (row: NotificationsTable): Notification => ({
  id: row.id,
  title: row.title,
  caption: row.caption,
  body: row.body,
  type: row.type,
  object_type: row.object_type,
  object_id: row.object_id,
  read: row.read === 1,
  created_at: row.created_at,
})

/** What a settled bet tells its player: it won (in whole or part), lost, or was void. */
export function settledNoticeType(result: BetResult): 'bet_won' | 'bet_lost' | 'bet_void' {
  if (result === 'win_entire' || result === 'refund_half_win_other') return 'bet_won'
  if (result === 'lose_entire' || result === 'refund_half_lose_other') return 'bet_lost'
  return 'bet_void'
}

/** The player's unread notifications. */
export async function unreadCount(db: Kysely<Database>, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('unread'))
    .where('player_id', '=', playerId)
    .where('read', '=', 0)
    .executeTakeFirst()
  return Number(row?.unread ?? 0)
}

/**
 * Stores a notification for the player, its texts in their language (a bet's reference and
 * the amounts filled in), and answers it with the player's unread count after it.
 */
export async function createNotification(
  db: Kysely<Database>,
  playerId: string,
  notice: Notice,
  now = new Date(),
): Promise<{ notification: Notification; unread: number }> {
  const player = await db
    .selectFrom('players')
    .select('language')
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow()
  let row: NotificationsTable
  const base = { id: newId(), player_id: playerId, read: 0 as const, created_at: now.toISOString() }
  if (notice.type === 'operator') {
    const { title, caption, body } = notice
    row = { ...base, type: 'operator', object_type: null, object_id: null, title, caption, body }
  } else {
    const bet =
      notice.object.type === 'bet'
        ? await db
            .selectFrom('bets')
            .select('ref')
            .where('id', '=', notice.object.id)
            .executeTakeFirst()
        : undefined
    const texts = noticeTexts(notice.type, player.language, {
      ref: bet?.ref ?? '',
      amount: notice.amount ? formatMoney(notice.amount, player.language) : '',
      name: notice.name ? textIn(notice.name, player.language) : '',
    })
    row = {
      ...base,
      type: notice.type,
      object_type: notice.object.type,
      object_id: notice.object.id,
      ...texts,
    }
  }
  await db.insertInto('notifications').values(row).execute()
  return { notification: view(row), unread: await unreadCount(db, playerId) }
}

/** GET /notifications: newest first. */
export async function listNotifications(
  db: Kysely<Database>,
  playerId: string,
  { page, limit }: { readonly page: number; readonly limit: number },
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('notifications')
      .selectAll()
      .where('player_id', '=', playerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('player_id', '=', playerId)
      .executeTakeFirst(),
  ])
  return {
    data: rows.map(view),
    pagination: pagination(Number(total?.total ?? 0), page, limit),
  }
}

/** Marks the player's notifications read (`ids`, or all of them); answers the unread count. */
export async function markRead(
  db: Kysely<Database>,
  playerId: string,
  ids: readonly string[] | 'all',
): Promise<number> {
  let update = db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('player_id', '=', playerId)
    .where('read', '=', 0)
  if (ids !== 'all') update = update.where('id', 'in', ids)
  await update.execute()
  return unreadCount(db, playerId)
}
