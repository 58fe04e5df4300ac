import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { randomInt } from 'node:crypto'
import { API_ERROR_CODES, phoneStateSchema } from '@sportsbook/contracts'
import { z } from 'zod'
import { requirePlayer } from '../plugins/authentication'
import { ApiFailure } from '../plugins/error-handler'
import { enqueueMessage } from '../players/outbox'
import { sameSecret, tokenHash } from '../players/secrets'

/** A new code can be asked for after a minute; at most 5 SMS a day; 5 tries per code. */
export const SMS_RESEND_SECONDS = 60
export const SMS_PER_DAY = 5
export const CODE_ATTEMPTS = 5

const phoneBody = z.object({
  number: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'Expected an international number such as +4512345678'),
})
const codeBody = z.object({ code: z.string().regex(/^\d{6}$/, 'Expected the 6-digit code') })

/** GET /platform/player/phone and verification of the number by an SMS code (spec §3). */
export const playerPhoneRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const load = (playerId: string) =>
    app.db
      .selectFrom('phone_verifications')
      .selectAll()
      .where('player_id', '=', playerId)
      .executeTakeFirst()

  const stateOf = (row: Awaited<ReturnType<typeof load>>, now = Date.now()) => {
    const sent = row ? (JSON.parse(row.sent_at) as string[]).map((t) => Date.parse(t)) : []
    const today = sent.filter((t) => now - t < 24 * 3600 * 1000)
    const last = Math.max(0, ...sent)
    return {
      number: row?.phone ?? null,
      is_verified: Boolean(row?.verified_at),
      resend_timeout: Math.max(0, Math.ceil((last + SMS_RESEND_SECONDS * 1000 - now) / 1000)),
      sms_limit_reached: today.length >= SMS_PER_DAY,
      today,
    }
  }
  const view = (state: ReturnType<typeof stateOf>) => {
    const { today: _today, ...rest } = state
    return rest
  }

  const phoneState = { response: { 200: phoneStateSchema } }
  app.get('/platform/player/phone', { schema: phoneState }, async (request) => {
    const { playerId } = requirePlayer(request)
    return view(stateOf(await load(playerId)))
  })

  /** Sends a code to a (new) number. */
  app.post(
    '/platform/player/phone',
    { schema: { body: phoneBody, ...phoneState } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const row = await load(playerId)
      const state = stateOf(row)
      if (state.sms_limit_reached)
        throw new ApiFailure(
          429,
          API_ERROR_CODES.tooManyRequests,
          'No more SMS today: try again tomorrow',
        )
      if (state.resend_timeout > 0)
        throw new ApiFailure(
          429,
          API_ERROR_CODES.tooManyRequests,
          `Wait ${String(state.resend_timeout)} s before asking for a new code`,
        )
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const now = new Date().toISOString()
      const values = {
        phone: request.body.number,
        code_hash: tokenHash(code),
        attempts: 0,
        sent_at: JSON.stringify([...state.today.map((t) => new Date(t).toISOString()), now]),
        verified_at: null,
      }
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('phone_verifications')
          .values({ player_id: playerId, ...values })
          .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
          .execute()
        await enqueueMessage(trx, request.log, {
          channel: 'sms',
          recipient: request.body.number,
          subject: 'Verification code',
          body: `Your sportsbook code is ${code}`,
        })
      })
      return view(stateOf(await load(playerId)))
    },
  )

  app.post(
    '/platform/player/phone/verify',
    { schema: { body: codeBody, ...phoneState } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      // The attempt is counted before the code is compared, in one statement: however many
      // guesses arrive at once, at most CODE_ATTEMPTS of them are ever compared.
      const row = await app.db
        .updateTable('phone_verifications')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('player_id', '=', playerId)
        .where('code_hash', 'is not', null)
        .where('attempts', '<', CODE_ATTEMPTS)
        .returning(['code_hash', 'phone'])
        .executeTakeFirst()
      if (!row?.code_hash)
        throw new ApiFailure(404, API_ERROR_CODES.invalidToken, 'Ask for a new code')
      if (!sameSecret(tokenHash(request.body.code), row.code_hash))
        // A field problem: the form shows it under the code.
        throw new ApiFailure(
          400,
          API_ERROR_CODES.validationFailed,
          'Invalid request: body.code: Wrong code',
          [{ field: 'body.code', message: 'Wrong code', code: 'wrong_code' }],
        )
      const now = new Date().toISOString()
      await app.db.transaction().execute(async (trx) => {
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
      return view(stateOf(await load(playerId)))
    },
  )
  done()
}
