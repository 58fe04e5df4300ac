import { PUSH_CHANNELS } from '@sportsbook/contracts'
import type { BetResult, BetStatus } from '@sportsbook/domain'
import type { Campaigns } from '../bonuses/campaigns'
import type { IssuedBonus } from '../bonuses/issue'
import type { JackpotWin } from '../bonuses/jackpots'
import type { Notice } from './notifications'
import { limitName } from './notice-texts'
import type { Notifier } from './notifier'
import type { NearLimit } from '../players/limits'
import type { Publisher } from '../push/publisher'

type Money = { readonly subunits: number; readonly currency: string }

/** What changed for a player once a change to their money or bets has committed. */
export type PlayerEvent =
  | { readonly type: 'balance_changed'; readonly balance: Money }
  | {
      readonly type: 'bet_changed'
      readonly betId: string
      readonly status: BetStatus
      readonly result: BetResult
      readonly winAmount: Money | null
    }
  | {
      readonly type: 'bonuses_issued'
      readonly issued: readonly IssuedBonus[]
      /** The player saw them come (a chest's prize): pushed for the lists, not told again. */
      readonly seen?: boolean
    }
  | {
      readonly type: 'limits_nearing'
      readonly nearing: readonly NearLimit[]
      readonly currency: string
    }
  | { readonly type: 'notice'; readonly notice: Notice }
  | { readonly type: 'jackpot_hit'; readonly win: JackpotWin }

/** The one way placement, cash-out, settlement, the trader and deposits tell a player. */
export type PlayerEvents = {
  /** Publishes each event in order: to the player's open pages, and as notifications. */
  emit(playerId: string, events: readonly PlayerEvent[]): Promise<void>
}

/**
 * Events go out after the change has committed (decision 124): a push is fire-and-forget and a
 * notification that fails is logged by the notifier, so neither undoes nor fails the change.
 */
export function playerEventsOf(
  publisher: Publisher,
  notifier: Notifier,
  campaigns: Campaigns,
): PlayerEvents {
  return {
    async emit(playerId, events) {
      const channel = PUSH_CHANNELS.player(playerId)
      for (const event of events) {
        switch (event.type) {
          case 'balance_changed':
            publisher.publish(channel, {
              type: 'balance_changed',
              balance: event.balance,
              bonus_balance: null,
            })
            break
          case 'bet_changed':
            publisher.publish(channel, {
              type: 'bet_changed',
              bet_id: event.betId,
              status: event.status,
              result: event.result,
              win_amount: event.winAmount,
            })
            break
          case 'bonuses_issued':
            for (const bonus of event.issued) {
              publisher.publish(channel, {
                type: 'bonus_issued',
                bonus_id: bonus.id,
                bonus_type: bonus.type,
              })
              if (event.seen !== true)
                await notifier.notify(playerId, {
                  type: 'bonus_issued',
                  object: { type: 'bonus', id: bonus.id },
                  name: campaigns.byId(bonus.campaignId)?.name ?? {},
                })
            }
            break
          case 'limits_nearing':
            for (const near of event.nearing)
              await notifier.notify(playerId, {
                type: 'limit_nearly_reached',
                object: { type: 'limit', id: near.id },
                amount: { subunits: near.left, currency: event.currency },
                name: limitName(near.type),
              })
            break
          case 'notice':
            await notifier.notify(playerId, event.notice)
            break
          case 'jackpot_hit':
            publisher.publish(channel, {
              type: 'jackpot_hit',
              hit_id: event.win.hitId,
              jackpot_id: event.win.jackpotId,
              level_code: event.win.levelCode,
              amount: { subunits: event.win.amount, currency: event.win.currency },
            })
            break
        }
      }
    },
  }
}
