import { PUSH_CHANNELS } from '@sportsbook/contracts'
import type { Publisher } from '../push/publisher'
import type { IssuedBonus } from './issue'

/** Tells the player's open pages of each bonus just issued (spec §7 `bonus_issued`). */
export function publishIssued(
  publisher: Publisher,
  playerId: string,
  issued: readonly IssuedBonus[],
): void {
  for (const bonus of issued)
    publisher.publish(PUSH_CHANNELS.player(playerId), {
      type: 'bonus_issued',
      bonus_id: bonus.id,
      bonus_type: bonus.type,
    })
}
