import { createHmac } from 'node:crypto'

/**
 * The id a match-chat provider (Watchers.io, spec §7.2 GET /watchersio/userid) knows a player
 * by: stable for the player, meaningless elsewhere (an HMAC of the player's id under
 * CHAT_USER_SECRET), so the provider never sees our ids and cannot link them across operators.
 */
export function chatUserId(secret: string, playerId: string): string {
  return createHmac('sha256', secret).update(`chat-user:${playerId}`).digest('hex').slice(0, 32)
}
