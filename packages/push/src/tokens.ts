import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose'

/**
 * HS256 tokens with the claims Centrifugo reads (docs/push-protocol.md §5), so the api's token
 * endpoints serve our gateway and an operator's Centrifugo alike.
 */
export type TokenSecret = Uint8Array

export const tokenSecret = (secret: string): TokenSecret => new TextEncoder().encode(secret)

/** A connection token: `sub` is the player id ("" = anonymous). */
export async function signConnectionToken(
  secret: TokenSecret,
  claims: { sub: string; ttlSeconds?: number; nowSeconds?: number },
): Promise<string> {
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub)
  const now = claims.nowSeconds ?? Math.floor(Date.now() / 1000)
  jwt.setIssuedAt(now)
  if (claims.ttlSeconds !== undefined) jwt.setExpirationTime(now + claims.ttlSeconds)
  return jwt.sign(secret)
}

/** A subscription token: one channel, for one player. */
export async function signSubscriptionToken(
  secret: TokenSecret,
  claims: { sub: string; channel: string; ttlSeconds?: number; nowSeconds?: number },
): Promise<string> {
  const now = claims.nowSeconds ?? Math.floor(Date.now() / 1000)
  const jwt = new SignJWT({ channel: claims.channel })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(now)
  if (claims.ttlSeconds !== undefined) jwt.setExpirationTime(now + claims.ttlSeconds)
  return jwt.sign(secret)
}

export type Verified<T> =
  | { readonly ok: true; readonly claims: T }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' }

type Claims = { readonly sub: string; readonly expiresAt: number | null }

async function verify(secret: TokenSecret, token: string): Promise<Verified<JWTPayload>> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    return { ok: true, claims: payload }
  } catch (error) {
    // Not yet valid (nbf) counts as expired, as in Centrifugo.
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf')
      return { ok: false, reason: 'expired' }
    return { ok: false, reason: 'invalid' }
  }
}

export async function verifyConnectionToken(
  secret: TokenSecret,
  token: string,
): Promise<Verified<Claims>> {
  const result = await verify(secret, token)
  if (!result.ok) return result
  const { sub, exp, channel } = result.claims as JWTPayload & { channel?: unknown }
  // A connection token must not carry a channel claim (Centrifugo rejects it as invalid).
  if (channel !== undefined || typeof (sub ?? '') !== 'string')
    return { ok: false, reason: 'invalid' }
  return { ok: true, claims: { sub: sub ?? '', expiresAt: exp ?? null } }
}

export async function verifySubscriptionToken(
  secret: TokenSecret,
  token: string,
): Promise<Verified<Claims & { readonly channel: string }>> {
  const result = await verify(secret, token)
  if (!result.ok) return result
  const { sub, exp, channel } = result.claims as JWTPayload & { channel?: unknown }
  if (typeof channel !== 'string' || channel === '') return { ok: false, reason: 'invalid' }
  return { ok: true, claims: { sub: sub ?? '', expiresAt: exp ?? null, channel } }
}
