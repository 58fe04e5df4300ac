import { PUSH_CHANNELS } from '@sportsbook/contracts'
import type { Publisher } from '../push/publisher'

/** Pushes a player's new balance on their private channel. */
export function publishBalance(
  publisher: Publisher,
  playerId: string,
  balance: { readonly subunits: number; readonly currency: string },
): void {
  publisher.publish(PUSH_CHANNELS.player(playerId), {
    type: 'balance_changed',
    balance,
    bonus_balance: null,
  })
}
