import { SignJWT, jwtVerify } from 'jose'

/** The longest a host's sign-in token may live (issued to expiry). */
export const HOST_TOKEN_MAX_AGE_SECONDS = 120

/**
 * Embedded mode's sign-in (spec §5.4 `auth_token`): the host platform signs its player's e-mail
 * (`sub`) into an HS256 token with the secret it shares with this api (HOST_AUTH_SECRET),
 * valid for two minutes at most. Answers the e-mail and when the token expires, or undefined
 * for a token that is forged, expired, too long-lived or without an e-mail.
 */
export async function hostTokenClaims(
  secret: string,
  token: string,
): Promise<{ email: string; expiresAt: Date } | undefined> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'iat', 'exp'],
      maxTokenAge: HOST_TOKEN_MAX_AGE_SECONDS,
    })
    const { iat = 0, exp = 0, sub } = payload
    if (exp - iat > HOST_TOKEN_MAX_AGE_SECONDS || !sub) return undefined
    return { email: sub.toLowerCase(), expiresAt: new Date(exp * 1000) }
  } catch {
    return undefined
  }
}

/** What a host platform does (tests, and examples/host-platform does the same by hand). */
export async function signHostToken(
  secret: string,
  email: string,
  { ttlSeconds = 60, nowSeconds = Math.floor(Date.now() / 1000) } = {},
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(new TextEncoder().encode(secret))
}
