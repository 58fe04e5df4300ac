import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import {
  API_ERROR_CODES,
  PASSWORD_MESSAGES,
  changePasswordBodySchema,
  emailSchema,
  signInBodySchema,
  signUpBodySchema,
} from '@sportsbook/contracts'
import {
  MAX_FAILED_SIGN_INS,
  MAX_SIGN_INS_PER_ACCOUNT_PER_MINUTE,
  passwordProblems,
} from '@sportsbook/domain'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { refuseCrossSiteSignIn, requirePlayer } from '../plugins/authentication'
import { ApiFailure } from '../plugins/error-handler'
import { hostTokenEmail } from '../players/host-tokens'
import { enqueueMessage } from '../players/outbox'
import { claimSignInAttempt, insertPlayer } from '../players/players-repo'
import { refuseExcluded } from '../players/standing'
import { siteLink } from '../players/site-links'
import { AttemptsPerKey } from '../players/attempts-per-key'
import { profileOf, type ProfilePolicy } from '../players/profile'
import {
  DUMMY_HASH_PROMISE,
  hashPassword,
  randomToken,
  tokenHash,
  verifyPassword,
} from '../players/secrets'
import { SESSION_COOKIE, SESSION_TTL_MS, createSession, deleteSession } from '../players/sessions'
import { openAccount } from '../wallet/ledger'

export type PlayerPolicy = ProfilePolicy & {
  /** Shared with a host platform that signs its players in (embedded mode); none: no such sign-in. */
  readonly hostAuthSecret?: string | undefined
  /** Country codes refused at sign-up and sign-in (spec §5). */
  readonly blockedCountries: readonly string[]
  /** Demo setting: new players are confirmed at once instead of by the e-mailed link. */
  readonly autoConfirm: boolean
  /** The public address of the site: e-mailed links are built on it. */
  readonly site: URL
  /** Cookies carry Secure (the api is served over https). */
  readonly secureCookies: boolean
  /** The session cookie works inside another site's frame (SameSite=None; Secure; Partitioned). */
  readonly crossSiteCookies?: boolean
  /** Sign-in and sign-up attempts per IP and minute. */
  readonly authAttemptsPerMinute: number
}

/** A password reset link works for an hour. */
const RESET_TTL_MS = 3600 * 1000

const tokenQuery = (name: string) => z.object({ [name]: z.string().min(1).max(200) })

/** The /platform/users routes: sign up, confirm, sign in (with lockout), unlock, sign out. */
export const platformUserRoutes: FastifyPluginCallbackZod<PlayerPolicy> = (app, policy, done) => {
  const signInsPerAccount = new AttemptsPerKey(MAX_SIGN_INS_PER_ACCOUNT_PER_MINUTE)
  const AUTH_RATE_LIMIT = { rateLimit: { max: policy.authAttemptsPerMinute, timeWindow: 60_000 } }
  // Embedded in another site's frame, a Lax cookie is never sent: cross-site cookies are
  // SameSite=None, Secure and Partitioned (CHIPS: kept per embedding site). Writes still need
  // the CSRF token.
  const cookieScope = policy.crossSiteCookies
    ? ({ path: '/', sameSite: 'none', secure: true, partitioned: true } as const)
    : ({ path: '/', sameSite: 'lax', secure: policy.secureCookies } as const)
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      ...cookieScope,
      httpOnly: true,
      maxAge: SESSION_TTL_MS / 1000,
    })
  const refuseBlocked = (country: string) => {
    if (policy.blockedCountries.includes(country))
      throw new ApiFailure(403, API_ERROR_CODES.countryBlocked, { id: 'countryBlocked' })
  }

  app.post(
    '/platform/users',
    {
      schema: { body: signUpBodySchema },
      config: AUTH_RATE_LIMIT,
      preValidation: refuseCrossSiteSignIn,
    },
    async (request, reply) => {
      const body = request.body
      refuseBlocked(body.country)
      const taken = await app.db
        .selectFrom('players')
        .select('id')
        .where('email', '=', body.email)
        .executeTakeFirst()
      if (taken) throw new ApiFailure(409, API_ERROR_CODES.emailTaken, { id: 'emailTaken' })
      const id = randomUUID()
      const now = new Date().toISOString()
      const confirmationToken = randomToken()
      const passwordHash = await hashPassword(body.password)
      await app.db.transaction().execute(async (trx) => {
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
        if (!policy.autoConfirm)
          await enqueueMessage(trx, request.log, {
            channel: 'email',
            recipient: body.email,
            subject: 'Confirm your e-mail address',
            body: `Confirm your account: ${siteLink(policy.site, body.language, `/users/confirmation?confirmation_token=${confirmationToken}`)}`,
          })
      })
      return reply.status(201).send({ id, confirmation_required: !policy.autoConfirm })
    },
  )

  app.get(
    '/platform/users/confirmation',
    { schema: { querystring: tokenQuery('confirmation_token') } },
    async (request) => {
      const hash = tokenHash(String(request.query.confirmation_token))
      const result = await app.db
        .updateTable('players')
        .set({ confirmed_at: new Date().toISOString(), confirmation_token_hash: null })
        .where('confirmation_token_hash', '=', hash)
        .executeTakeFirst()
      if (result.numUpdatedRows === 0n)
        throw new ApiFailure(
          404,
          API_ERROR_CODES.invalidToken,
          'This confirmation link is not valid (any more)',
        )
      return { confirmed: true }
    },
  )

  app.post(
    '/platform/users/sign_in',
    {
      schema: { body: signInBodySchema },
      config: AUTH_RATE_LIMIT,
      preValidation: refuseCrossSiteSignIn,
    },
    async (request, reply) => {
      const { email, password } = request.body
      if (!signInsPerAccount.allow(email.trim().toLowerCase()))
        throw new ApiFailure(429, API_ERROR_CODES.tooManyRequests, { id: 'signInAttempts' })
      const player = await app.db
        .selectFrom('players')
        .select(['id', 'password_hash', 'confirmed_at', 'country', 'language'])
        .where('email', '=', email)
        .executeTakeFirst()
      // The attempt is counted before the password is checked, atomically: however many
      // arrive at once, a locked (or locking) account has no password checked for it.
      const attempt = player ? await claimSignInAttempt(app.db, player.id) : undefined
      // Unknown e-mail, wrong password and a locked account answer alike and take as long:
      // lockout tells nobody whether an e-mail is registered (the owner gets the e-mail).
      const valid = await verifyPassword(
        password,
        attempt ? (player?.password_hash ?? '') : await DUMMY_HASH_PROMISE,
      )
      if (!player || !attempt || !valid) {
        if (player && attempt === MAX_FAILED_SIGN_INS && !valid) {
          const unlockToken = randomToken()
          await app.db.transaction().execute(async (trx) => {
            const locked = await trx
              .updateTable('players')
              .set({
                locked_at: new Date().toISOString(),
                unlock_token_hash: tokenHash(unlockToken),
              })
              .where('id', '=', player.id)
              .where('locked_at', 'is', null)
              .executeTakeFirst()
            if (locked.numUpdatedRows > 0n)
              await enqueueMessage(trx, request.log, {
                channel: 'email',
                recipient: email,
                subject: 'Your account was locked',
                body: `Too many failed sign-ins. Unlock it: ${siteLink(policy.site, player.language, `/users/unlock?unlock_token=${unlockToken}`)}`,
              })
          })
        }
        throw new ApiFailure(401, API_ERROR_CODES.invalidCredentials, {
          // Said for an unknown e-mail, a wrong password and a locked account alike.
          id: 'invalidCredentials',
        })
      }
      refuseBlocked(player.country)
      if (!player.confirmed_at)
        throw new ApiFailure(403, API_ERROR_CODES.unconfirmed, { id: 'unconfirmed' })
      await refuseExcluded(app.db, player.id)
      // A fresh session every time (no fixation): whatever session came in is ended.
      if (request.session) await deleteSession(app.db, request.session.tokenHash)
      await app.db
        .updateTable('players')
        .set({ failed_sign_ins: 0 })
        .where('id', '=', player.id)
        .where('locked_at', 'is', null)
        .execute()
      const { token, session } = await createSession(app.db, player.id)
      setSessionCookie(reply, token)
      return profileOf(app.db, session, policy)
    },
  )

  /**
   * Embedded mode's sign-in (spec §5 `auth_token`; the call is ours, not in spec §7): the host
   * platform's token for its signed-in player becomes this site's session. The player must
   * exist here with that e-mail, confirmed, unlocked and not in a blocked country (a 403 says
   * which).
   */
  app.post(
    '/platform/users/host_sign_in',
    {
      schema: { body: z.object({ auth_token: z.string().min(1).max(4000) }) },
      config: AUTH_RATE_LIMIT,
      preValidation: refuseCrossSiteSignIn,
    },
    async (request, reply) => {
      if (!policy.hostAuthSecret)
        throw new ApiFailure(
          404,
          API_ERROR_CODES.notFound,
          'No host platform signs players in here',
        )
      const email = await hostTokenEmail(policy.hostAuthSecret, request.body.auth_token)
      const player = email
        ? await app.db
            .selectFrom('players')
            .select(['id', 'confirmed_at', 'locked_at', 'country'])
            .where('email', '=', email)
            .executeTakeFirst()
        : undefined
      if (!player)
        throw new ApiFailure(
          401,
          API_ERROR_CODES.invalidToken,
          'The host platform’s sign-in token is not valid (any more)',
        )
      if (player.locked_at)
        throw new ApiFailure(423, API_ERROR_CODES.accountLocked, 'This account is locked')
      refuseBlocked(player.country)
      if (!player.confirmed_at)
        throw new ApiFailure(403, API_ERROR_CODES.unconfirmed, { id: 'unconfirmed' })
      await refuseExcluded(app.db, player.id)
      if (request.session) await deleteSession(app.db, request.session.tokenHash)
      const { token, session } = await createSession(app.db, player.id)
      setSessionCookie(reply, token)
      return profileOf(app.db, session, policy)
    },
  )

  app.get(
    '/platform/users/unlock',
    { schema: { querystring: tokenQuery('unlock_token') } },
    async (request) => {
      const result = await app.db
        .updateTable('players')
        .set({ locked_at: null, unlock_token_hash: null, failed_sign_ins: 0 })
        .where('unlock_token_hash', '=', tokenHash(String(request.query.unlock_token)))
        .executeTakeFirst()
      if (result.numUpdatedRows === 0n)
        throw new ApiFailure(
          404,
          API_ERROR_CODES.invalidToken,
          'This unlock link is not valid (any more)',
        )
      return { unlocked: true }
    },
  )

  const emailBody = z.object({ email: emailSchema })
  /** Asking by e-mail answers 202 whether or not the address is known (no enumeration). */
  const accepted = { sent: true }

  app.post(
    '/platform/users/password',
    { schema: { body: emailBody }, config: AUTH_RATE_LIMIT },
    async (request, reply) => {
      const token = randomToken()
      const updated = await app.db
        .updateTable('players')
        .set({
          reset_token_hash: tokenHash(token),
          reset_expires_at: new Date(Date.now() + RESET_TTL_MS).toISOString(),
        })
        .where('email', '=', request.body.email)
        .returning('language')
        .executeTakeFirst()
      if (updated)
        await enqueueMessage(app.db, request.log, {
          channel: 'email',
          recipient: request.body.email,
          subject: 'Reset your password',
          body: `Choose a new password within an hour: ${siteLink(policy.site, updated.language, `/users/password/edit?reset_password_token=${token}`)}`,
        })
      return reply.status(202).send(accepted)
    },
  )

  app.put(
    '/platform/users/password',
    {
      schema: {
        body: z.object({
          reset_password_token: z.string().min(1).max(200),
          password: z.string().max(512),
        }),
      },
      config: AUTH_RATE_LIMIT,
    },
    async (request) => {
      const player = await app.db
        .selectFrom('players')
        .select(['id', 'email', 'reset_expires_at'])
        .where('reset_token_hash', '=', tokenHash(request.body.reset_password_token))
        .executeTakeFirst()
      if (!player || (player.reset_expires_at ?? '') < new Date().toISOString())
        throw new ApiFailure(
          404,
          API_ERROR_CODES.invalidToken,
          'This reset link is not valid (any more)',
        )
      refuseWeakPassword(request.body.password, player.email)
      const passwordHash = await hashPassword(request.body.password)
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('players')
          .set({
            password_hash: passwordHash,
            reset_token_hash: null,
            reset_expires_at: null,
            failed_sign_ins: 0,
            locked_at: null,
            unlock_token_hash: null,
          })
          .where('id', '=', player.id)
          .execute()
        // A new password ends every session: whoever knew the old one is signed out.
        await trx.deleteFrom('sessions').where('player_id', '=', player.id).execute()
      })
      await app.push.signOutUser(player.id)
      return { updated: true }
    },
  )

  /**
   * confirm_password (spec §2; decision in docs/architecture.md): a signed-in player changes
   * their password by confirming the current one. Every other session of theirs ends.
   */
  app.put(
    '/platform/player/password',
    { schema: { body: changePasswordBodySchema }, config: AUTH_RATE_LIMIT },
    async (request) => {
      const session = requirePlayer(request)
      const player = await app.db
        .selectFrom('players')
        .select(['id', 'email', 'password_hash'])
        .where('id', '=', session.playerId)
        .executeTakeFirstOrThrow()
      if (!(await verifyPassword(request.body.current_password, player.password_hash)))
        throw new ApiFailure(
          400,
          API_ERROR_CODES.validationFailed,
          'Invalid request: body.current_password: Wrong password',
          [{ field: 'body.current_password', message: 'Wrong password', code: 'wrong_password' }],
        )
      refuseWeakPassword(request.body.password, player.email)
      const passwordHash = await hashPassword(request.body.password)
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('players')
          .set({ password_hash: passwordHash })
          .where('id', '=', player.id)
          .execute()
        await trx
          .deleteFrom('sessions')
          .where('player_id', '=', player.id)
          .where('token_hash', '!=', session.tokenHash)
          .execute()
      })
      return { updated: true }
    },
  )

  app.post(
    '/platform/users/confirmation',
    { schema: { body: emailBody }, config: AUTH_RATE_LIMIT },
    async (request, reply) => {
      const token = randomToken()
      const updated = await app.db
        .updateTable('players')
        .set({ confirmation_token_hash: tokenHash(token) })
        .where('email', '=', request.body.email)
        .where('confirmed_at', 'is', null)
        .returning('language')
        .executeTakeFirst()
      if (updated)
        await enqueueMessage(app.db, request.log, {
          channel: 'email',
          recipient: request.body.email,
          subject: 'Confirm your e-mail address',
          body: `Confirm your account: ${siteLink(policy.site, updated.language, `/users/confirmation?confirmation_token=${token}`)}`,
        })
      return reply.status(202).send(accepted)
    },
  )

  app.post(
    '/platform/users/unlock',
    { schema: { body: emailBody }, config: AUTH_RATE_LIMIT },
    async (request, reply) => {
      const token = randomToken()
      const updated = await app.db
        .updateTable('players')
        .set({ unlock_token_hash: tokenHash(token) })
        .where('email', '=', request.body.email)
        .where('locked_at', 'is not', null)
        .returning('language')
        .executeTakeFirst()
      if (updated)
        await enqueueMessage(app.db, request.log, {
          channel: 'email',
          recipient: request.body.email,
          subject: 'Unlock your account',
          body: `Unlock it: ${siteLink(policy.site, updated.language, `/users/unlock?unlock_token=${token}`)}`,
        })
      return reply.status(202).send(accepted)
    },
  )

  app.delete('/platform/users/sign_out', async (request, reply) => {
    const session = requirePlayer(request)
    await deleteSession(app.db, session.tokenHash)
    // The player's live push connections come back anonymous, without their channels.
    await app.push.signOutUser(session.playerId)
    return reply.clearCookie(SESSION_COOKIE, cookieScope).status(204).send()
  })
  done()
}

/** A 400 naming `body.password` with each of its problems (the domain's password rules). */
function refuseWeakPassword(password: string, email: string): void {
  const problems = passwordProblems(password, email)
  if (problems.length === 0) return
  const details = problems.map((problem) => ({
    field: 'body.password',
    message: PASSWORD_MESSAGES[problem],
    code: problem,
  }))
  throw new ApiFailure(
    400,
    API_ERROR_CODES.validationFailed,
    `Invalid request: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
    details,
  )
}
