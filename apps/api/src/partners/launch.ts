import { randomUUID } from 'node:crypto'
import type { PartnerProduct } from '@sportsbook/contracts'
import { SignJWT, jwtVerify } from 'jose'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** A launch token's life: long enough to load the partner's page, too short to pass around. */
export const LAUNCH_TOKEN_SECONDS = 120

/** The partner whose games the virtual wallet launches, and the secret the two share. */
export type PartnerConfig = { readonly launchUrl: string; readonly secret: string }

export type LaunchClaims = {
  readonly playerId: string
  readonly product: PartnerProduct
  readonly currency: string
  readonly app: 'desktop' | 'mobile'
}

const key = (secret: string) => new TextEncoder().encode(secret)

/**
 * The address of a partner game for one player (spec §7.4 virtual wallet launch): the partner's
 * page for the product, with an HS256 token naming the player, the product (audience), the
 * currency and the app, expiring in two minutes. The partner checks it with the shared secret.
 */
export async function launchUrl(
  partner: PartnerConfig,
  claims: LaunchClaims,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const token = await new SignJWT({ cur: claims.currency, app: claims.app })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.playerId)
    .setAudience(claims.product)
    .setJti(randomUUID())
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + LAUNCH_TOKEN_SECONDS)
    .sign(key(partner.secret))
  const url = new URL(`${partner.launchUrl.replace(/\/$/, '')}/${claims.product}`)
  url.searchParams.set('token', token)
  return url.toString()
}

/** Launches a partner game for a player in their current currency. */
export async function launchGame(
  db: Kysely<Database>,
  partner: PartnerConfig,
  launch: Omit<LaunchClaims, 'currency'>,
): Promise<string> {
  const player = await db
    .selectFrom('players')
    .select('currency')
    .where('id', '=', launch.playerId)
    .executeTakeFirstOrThrow()
  return launchUrl(partner, { ...launch, currency: player.currency })
}

/** What the partner does with the token (tests; examples/partner-games does the same). */
export async function verifyLaunchToken(
  secret: string,
  product: PartnerProduct,
  token: string,
): Promise<{ playerId: string; currency: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: product,
      requiredClaims: ['sub', 'exp', 'jti'],
    })
    if (typeof payload.sub !== 'string' || typeof payload.cur !== 'string') return undefined
    return { playerId: payload.sub, currency: payload.cur }
  } catch {
    return undefined
  }
}
