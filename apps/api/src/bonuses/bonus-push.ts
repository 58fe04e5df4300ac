import { PUSH_CHANNELS } from '@sportsbook/contracts'
import type { Notifier } from '../notifications/notifier'
import type { Publisher } from '../push/publisher'
import type { Campaigns } from './campaigns'
import type { IssuedBonus } from './issue'

/**
 * Tells the player of each bonus just issued: `bonus_issued` to their open pages (spec §7) and a
 * notification naming it.
 */
export async function announceIssued(
  app: { readonly publisher: Publisher; readonly notifier: Notifier },
  campaigns: Campaigns,
  playerId: string,
  issued: readonly IssuedBonus[],
): Promise<void> {
  for (const bonus of issued) {
    app.publisher.publish(PUSH_CHANNELS.player(playerId), {
      type: 'bonus_issued',
      bonus_id: bonus.id,
      bonus_type: bonus.type,
    })
    await app.notifier.notify(playerId, {
      type: 'bonus_issued',
      object: { type: 'bonus', id: bonus.id },
      name: campaigns.byId(bonus.campaignId)?.name ?? {},
    })
  }
}
