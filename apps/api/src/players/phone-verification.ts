import { randomInt } from 'node:crypto'
import { wordsIn } from '@sportsbook/words'
import { API_ERROR_CODES, type PhoneState } from '@sportsbook/contracts'
import { CODE_ATTEMPTS, phoneVerificationState } from '@sportsbook/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { Refused } from '../errors/refused'
import { enqueueMessage } from './outbox'
import { sameSecret, tokenHash } from './secrets'

async function load(db: Kysely<Database>, playerId: string) {
  return db
    .selectFrom('phone_verifications')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirst()
}

function sentTimes(row: { sent_at: string } | undefined): number[] {
  return row ? (JSON.parse(row.sent_at) as string[]).map((t) => Date.parse(t)) : []
}

/** The player's phone verification as the dialog shows it (GET /platform/player/phone). */
export async function phoneState(
  db: Kysely<Database>,
  playerId: string,
  now = Date.now(),
): Promise<PhoneState> {
  const row = await load(db, playerId)
  const state = phoneVerificationState(sentTimes(row), now)
  return {
    number: row?.phone ?? null,
    is_verified: Boolean(row?.verified_at),
    resend_timeout: state.resendTimeoutSeconds,
    sms_limit_reached: state.smsLimitReached,
  }
}

/** Sends a code to a (new) number by SMS (the outbox), within the domain's SMS limits. */
export async function sendPhoneCode(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  playerId: string,
  number: string,
  now = Date.now(),
): Promise<void> {
  const state = phoneVerificationState(sentTimes(await load(db, playerId)), now)
  if (state.smsLimitReached)
    throw new Refused(API_ERROR_CODES.tooManyRequests, 'No more SMS today: try again tomorrow')
  if (state.resendTimeoutSeconds > 0)
    throw new Refused(
      API_ERROR_CODES.tooManyRequests,
      `Wait ${String(state.resendTimeoutSeconds)} s before asking for a new code`,
    )
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const values = {
    phone: number,
    code_hash: tokenHash(code),
    attempts: 0,
    sent_at: JSON.stringify([...state.sentToday, now].map((t) => new Date(t).toISOString())),
    verified_at: null,
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('phone_verifications')
      .values({ player_id: playerId, ...values })
      .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
      .execute()
    const { language } = await trx
      .selectFrom('players')
      .select('language')
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow()
    const t = wordsIn(language)
    await enqueueMessage(trx, log, {
      channel: 'sms',
      recipient: number,
      subject: t('sms.phoneCode.subject'),
      body: t('sms.phoneCode.body', { code }),
    })
  })
}

/**
 * Checks a code; right, the number becomes the player's verified phone. The attempt is counted
 * before the code is compared, in one statement: however many guesses arrive at once, at most
 * CODE_ATTEMPTS of them are ever compared.
 */
export async function verifyPhoneCode(
  db: Kysely<Database>,
  playerId: string,
  code: string,
): Promise<void> {
  const row = await db
    .updateTable('phone_verifications')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('player_id', '=', playerId)
    .where('code_hash', 'is not', null)
    .where('attempts', '<', CODE_ATTEMPTS)
    .returning(['code_hash', 'phone'])
    .executeTakeFirst()
  if (!row?.code_hash) throw new Refused(API_ERROR_CODES.invalidToken, 'Ask for a new code')
  if (!sameSecret(tokenHash(code), row.code_hash))
    // A field problem: the form shows it under the code.
    throw new Refused(API_ERROR_CODES.validationFailed, 'Invalid request: body.code: Wrong code', [
      { field: 'body.code', message: 'Wrong code', code: 'wrong_code' },
    ])
  const now = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('phone_verifications')
      .set({ verified_at: now, code_hash: null })
      .where('player_id', '=', playerId)
      .execute()
    await trx
      .updateTable('players')
      .set({ mobile_phone: row.phone })
      .where('id', '=', playerId)
      .execute()
  })
}
