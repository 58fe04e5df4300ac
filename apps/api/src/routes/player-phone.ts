import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { phoneStateSchema } from '@sportsbook/contracts'
import { z } from 'zod'
import { requirePlayer } from '../plugins/authentication'
import { phoneState, sendPhoneCode, verifyPhoneCode } from '../players/phone-verification'

const phoneBody = z.object({
  number: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'Expected an international number such as +4512345678'),
})
const codeBody = z.object({ code: z.string().regex(/^\d{6}$/, 'Expected the 6-digit code') })

/** GET /platform/player/phone and verification of the number by an SMS code (spec §3.4). */
export const playerPhoneRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const answer = { response: { 200: phoneStateSchema } }
  app.get('/platform/player/phone', { schema: answer }, async (request) =>
    phoneState(app.db, requirePlayer(request).playerId),
  )

  /** Sends a code to a (new) number. */
  app.post(
    '/platform/player/phone',
    { schema: { body: phoneBody, ...answer } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      await sendPhoneCode(app.db, request.log, playerId, request.body.number)
      return phoneState(app.db, playerId)
    },
  )

  app.post(
    '/platform/player/phone/verify',
    { schema: { body: codeBody, ...answer } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      await verifyPhoneCode(app.db, playerId, request.body.code)
      return phoneState(app.db, playerId)
    },
  )
  done()
}
