import { randomUUID } from 'node:crypto'
import { API_ERROR_CODES, type signUpBodySchema } from '@sportsbook/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'
import { openAccount } from '../ledger/ledger'
import type { Campaigns } from '../bonuses/campaigns'
import { issueOn } from '../bonuses/issue'
import { emailAccountLink } from './account-links'
import { insertPlayer } from './players-repo'
import { hashPassword, randomToken, tokenHash } from './secrets'

export type SignUpPolicy = {
  readonly termsVersion: string
  /** Demo setting: new players are confirmed at once instead of by the e-mailed link. */
  readonly autoConfirm: boolean
  readonly site: URL
  /** The bonus campaigns a new player is given (issue_on sign_up). */
  readonly campaigns: Campaigns
}

/**
 * A new player with their account in the chosen currency, having accepted the current terms;
 * unless auto-confirmation is on, unconfirmed until the e-mailed link is followed.
 */
export async function signUp(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  policy: SignUpPolicy,
  body: z.output<typeof signUpBodySchema>,
): Promise<{ id: string; confirmation_required: boolean }> {
  const taken = await db
    .selectFrom('players')
    .select('id')
    .where('email', '=', body.email)
    .executeTakeFirst()
  if (taken) throw new Refused(API_ERROR_CODES.emailTaken, { id: 'emailTaken' })
  const id = randomUUID()
  const now = new Date().toISOString()
  const confirmationToken = randomToken()
  const passwordHash = await hashPassword(body.password)
  await db.transaction().execute(async (trx) => {
    await insertPlayer(trx, {
      id,
      email: body.email,
      password_hash: passwordHash,
      mobile_phone: body.mobile_phone ?? null,
      country: body.country,
      currency: body.currency,
      language: body.language,
      terms_accepted_at: now,
      terms_version: policy.termsVersion,
      confirmed_at: policy.autoConfirm ? now : null,
      confirmation_token_hash: policy.autoConfirm ? null : tokenHash(confirmationToken),
      created_at: now,
    })
    await openAccount(trx, id, body.currency)
    // In the same transaction: a player never exists without the welcome bonus they were due.
    await issueOn(trx, policy.campaigns, 'sign_up', {
      id,
      country: body.country,
      currency: body.currency,
    })
    if (!policy.autoConfirm)
      await emailAccountLink(trx, log, policy.site, {
        kind: 'confirmation',
        recipient: body.email,
        language: body.language,
        token: confirmationToken,
      })
  })
  return { id, confirmation_required: !policy.autoConfirm }
}
