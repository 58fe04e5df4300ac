import type { FastifyBaseLogger } from 'fastify'
import { wordsIn } from '@sportsbook/words'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { enqueueMessage } from './outbox'
import { randomToken, tokenHash } from './secrets'
import { siteLink } from './site-links'

/** A password reset link works for an hour. */
const RESET_TTL_MS = 3600 * 1000

/**
 * The links the platform e-mails a player: confirm the address, unlock the account (asked for,
 * or after a lockout), reset the password. Each is a random token whose hash is stored on the
 * player; the e-mail, in the player's language (the catalogue's `email` messages), carries the
 * token in a link on the site in that language.
 */
export const ACCOUNT_LINKS = {
  confirmation: (token: string) => `/users/confirmation?confirmation_token=${token}`,
  unlock: (token: string) => `/users/unlock?unlock_token=${token}`,
  lockout: (token: string) => `/users/unlock?unlock_token=${token}`,
  reset: (token: string) => `/users/password/edit?reset_password_token=${token}`,
} as const
export type AccountLink = keyof typeof ACCOUNT_LINKS

/** Puts the e-mail with a link in the outbox (in the caller's transaction when given one). */
export async function emailAccountLink(
  db: Kysely<Database> | Transaction<Database>,
  log: FastifyBaseLogger,
  site: URL,
  link: { kind: AccountLink; recipient: string; language: string; token: string },
): Promise<void> {
  const t = wordsIn(link.language)
  const url = siteLink(site, link.language, ACCOUNT_LINKS[link.kind](link.token))
  await enqueueMessage(db, log, {
    channel: 'email',
    recipient: link.recipient,
    subject: t(`email.${link.kind}.subject`),
    body: t(`email.${link.kind}.body`, { link: url }),
  })
}

/**
 * A new link asked for by e-mail address (forgot password, resend confirmation, resend
 * unlock): a fresh token is stored and e-mailed when the address belongs to a player in the
 * right state — unconfirmed, locked, any for a reset. Nothing says whether it did (no
 * enumeration of addresses).
 */
export async function sendNewLink(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  site: URL,
  kind: 'confirmation' | 'unlock' | 'reset',
  email: string,
  now = new Date(),
): Promise<void> {
  const token = randomToken()
  const hash = tokenHash(token)
  const update = db.updateTable('players').where('email', '=', email)
  const query =
    kind === 'confirmation'
      ? update.set({ confirmation_token_hash: hash }).where('confirmed_at', 'is', null)
      : kind === 'unlock'
        ? update.set({ unlock_token_hash: hash }).where('locked_at', 'is not', null)
        : update.set({
            reset_token_hash: hash,
            reset_expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
          })
  const updated = await query.returning('language').executeTakeFirst()
  if (updated)
    await emailAccountLink(db, log, site, {
      kind,
      recipient: email,
      language: updated.language,
      token,
    })
}

/** Follows a confirmation link: the player is confirmed; false when the link is not valid. */
export async function confirmByLink(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db
    .updateTable('players')
    .set({ confirmed_at: new Date().toISOString(), confirmation_token_hash: null })
    .where('confirmation_token_hash', '=', tokenHash(token))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Follows an unlock link: the account is unlocked; false when the link is not valid. */
export async function unlockByLink(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db
    .updateTable('players')
    .set({ locked_at: null, unlock_token_hash: null, failed_sign_ins: 0 })
    .where('unlock_token_hash', '=', tokenHash(token))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
