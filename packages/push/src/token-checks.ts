import { DISCONNECT, ERROR } from './codes'
import { close, refuse } from './command-errors'
import { verifyConnectionToken, verifySubscriptionToken, type TokenSecret } from './tokens'

/** Seconds left, rounded down, so the client refreshes before the token really expires. */
export const ttlOf = (expiresAt: number | null) =>
  expiresAt === null
    ? { expires: false }
    : { expires: true, ttl: Math.max(1, Math.floor(expiresAt - Date.now() / 1000)) }

/** A timer for a token's expiry plus the grace; none for a token that never expires. */
export function expiryTimer(
  expiresAt: number | null,
  graceMs: number,
  onExpired: () => void,
): NodeJS.Timeout | undefined {
  if (expiresAt === null) return undefined
  const delay = expiresAt * 1000 - Date.now() + graceMs
  // Node timers overflow above 2^31 − 1 ms.
  return setTimeout(onExpired, Math.min(delay, 2 ** 31 - 1))
}

/**
 * Verifies a subscription token for a connection's user; returns its expiry. As in Centrifugo:
 * on subscribe an expired token is 109 and a bad one 103; on sub_refresh 110 and close 3500.
 */
export async function subscriptionTokenExpiry(
  secret: TokenSecret,
  user: string | null,
  channel: string,
  token: string,
  command: 'subscribe' | 'sub_refresh',
): Promise<number | null> {
  const verified = await verifySubscriptionToken(secret, token)
  if (!verified.ok) {
    if (command === 'subscribe')
      return refuse(verified.reason === 'expired' ? ERROR.tokenExpired : ERROR.permissionDenied)
    return verified.reason === 'expired' ? refuse(ERROR.expired) : close(DISCONNECT.invalidToken)
  }
  if (verified.claims.channel !== channel || verified.claims.sub !== user)
    return close(DISCONNECT.invalidToken)
  return verified.claims.expiresAt
}

/** The user and expiry a connect command's token gives (none: anonymous, never expiring). */
export async function connectClaims(
  secret: TokenSecret,
  token: string | undefined,
): Promise<{ user: string; expiresAt: number | null }> {
  if (!token) return { user: '', expiresAt: null }
  const verified = await verifyConnectionToken(secret, token)
  if (!verified.ok)
    return verified.reason === 'expired'
      ? refuse(ERROR.tokenExpired)
      : close(DISCONNECT.invalidToken)
  return { user: verified.claims.sub, expiresAt: verified.claims.expiresAt }
}

/**
 * The new expiry a refresh command's token gives; it must name the connection's user. An
 * expired token closes 3005 so the client reconnects and gets a new one.
 */
export async function refreshedExpiry(
  secret: TokenSecret,
  user: string | null,
  token: string,
): Promise<number | null> {
  const verified = await verifyConnectionToken(secret, token)
  if (!verified.ok)
    return close(verified.reason === 'expired' ? DISCONNECT.expired : DISCONNECT.invalidToken)
  if (verified.claims.sub !== user) return close(DISCONNECT.invalidToken)
  return verified.claims.expiresAt
}
