import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import {
  API_ERROR_CODES,
  changePasswordBodySchema,
  confirmedSchema,
  emailSchema,
  linkSentSchema,
  passwordUpdatedSchema,
  playerProfileSchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  unlockedSchema,
} from '@sportsbook/contracts'
import { MAX_SIGN_INS_PER_ACCOUNT_PER_MINUTE, isCountryBlocked } from '@sportsbook/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { refuseCrossSiteSignIn, requirePlayer } from '../plugins/authentication'
import { ApiFailure } from '../plugins/error-handler'
import { confirmByLink, sendNewLink, unlockByLink } from '../players/account-links'
import { AttemptsPerKey } from '../players/attempts-per-key'
import { hostTokenClaims } from '../players/host-tokens'
import { useTokenOnce } from '../players/used-tokens'
import { changePassword, resetPassword } from '../players/passwords'
import { profileOf, type ProfilePolicy } from '../players/profile'
import { SESSION_COOKIE, SESSION_TTL_MS, createSession, deleteSession } from '../players/sessions'
import {
  checkPassword,
  clearFailedSignIns,
  playerByEmail,
  type SigningInPlayer,
} from '../players/sign-in'
import { signUp } from '../players/sign-up'
import type { Campaigns } from '../bonuses/campaigns'
import { refuseExcluded } from '../players/standing'

export type PlayerPolicy = ProfilePolicy & {
  /** Shared with a host platform that signs its players in (embedded mode); none: no such sign-in. */
  readonly hostAuthSecret?: string | undefined
  /** Country codes refused at sign-up and sign-in (spec §5.4). */
  readonly blockedCountries: readonly string[]
  /** Demo setting: new players are confirmed at once instead of by the e-mailed link. */
  readonly autoConfirm: boolean
  /** The public address of the site: e-mailed links are built on it. */
  readonly site: URL
  /** Cookies carry Secure (the api is served over https). */
  readonly secureCookies: boolean
  /** The session cookie works inside another site's frame (SameSite=None; Secure; Partitioned). */
  readonly crossSiteCookies?: boolean
  /** Failed sign-ins, and sign-ups and e-mailed-link requests, per IP address and minute. */
  readonly authAttemptsPerMinute: number
  /** The bonus campaigns a new player is given. */
  readonly campaigns: Campaigns
}

const linkToken = z.string().min(1).max(200)

/** The /platform/users routes: sign up, confirm, sign in (with lockout), unlock, sign out. */
export const platformUserRoutes: FastifyPluginCallbackZod<PlayerPolicy> = (app, policy, done) => {
  const signInsPerAccount = new AttemptsPerKey(MAX_SIGN_INS_PER_ACCOUNT_PER_MINUTE)
  // Per address only failures count: players behind one address (a mobile carrier, an office)
  // sign in freely while guessing from it stops. Each account also locks after its failures.
  const failedSignInsPerAddress = new AttemptsPerKey(policy.authAttemptsPerMinute)
  const countingFailures = async <T>(request: FastifyRequest, check: () => Promise<T>) => {
    if (failedSignInsPerAddress.spent(request.ip))
      throw new ApiFailure(429, API_ERROR_CODES.tooManyRequests, { id: 'signInAttempts' })
    try {
      return await check()
    } catch (error) {
      failedSignInsPerAddress.record(request.ip)
      throw error
    }
  }
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
  /** The country a player gave, and the one the edge says they are in, both checked. */
  const refuseBlocked = (request: FastifyRequest, country: string) => {
    for (const code of [country, request.visitorCountry])
      if (isCountryBlocked(code, policy.blockedCountries))
        throw new ApiFailure(403, API_ERROR_CODES.countryBlocked, { id: 'countryBlocked' })
  }
  /**
   * What both sign-ins check once the player is known: country, confirmation, exclusion. A
   * fresh session follows every time (no fixation): whatever session came in is ended.
   */
  const letIn = async (request: FastifyRequest, player: SigningInPlayer) => {
    refuseBlocked(request, player.country)
    if (!player.confirmed_at)
      throw new ApiFailure(403, API_ERROR_CODES.unconfirmed, { id: 'unconfirmed' })
    await refuseExcluded(app.db, player.id)
    if (request.session) await deleteSession(app.db, request.session.tokenHash)
  }

  app.post(
    '/platform/users',
    {
      schema: { body: signUpBodySchema, response: { 201: signUpResponseSchema } },
      config: AUTH_RATE_LIMIT,
      preValidation: refuseCrossSiteSignIn,
    },
    async (request, reply) => {
      refuseBlocked(request, request.body.country)
      const created = await signUp(app.db, request.log, policy, request.body)
      return reply.status(201).send(created)
    },
  )

  app.get(
    '/platform/users/confirmation',
    {
      schema: {
        querystring: z.object({ confirmation_token: linkToken }),
        response: { 200: confirmedSchema },
      },
    },
    async (request) => {
      if (!(await confirmByLink(app.db, request.query.confirmation_token)))
        throw new ApiFailure(
          404,
          API_ERROR_CODES.invalidToken,
          'This confirmation link is not valid (any more)',
        )
      return { confirmed: true } as const
    },
  )

  app.post(
    '/platform/users/sign_in',
    {
      schema: { body: signInBodySchema, response: { 200: playerProfileSchema } },
      preValidation: refuseCrossSiteSignIn,
    },
    async (request, reply) => {
      const { email } = request.body
      if (!signInsPerAccount.allow(email.trim().toLowerCase()))
        throw new ApiFailure(429, API_ERROR_CODES.tooManyRequests, { id: 'signInAttempts' })
      const player = await countingFailures(request, () =>
        checkPassword(app.db, request.log, policy.site, request.body),
      )
      await letIn(request, player)
      await clearFailedSignIns(app.db, player.id)
      const { token, session } = await createSession(app.db, player.id)
      setSessionCookie(reply, token)
      return profileOf(app.db, session, policy)
    },
  )

  /**
   * Embedded mode's sign-in (spec §5.4 `auth_token`; the call is ours, not in spec §7.4): the host
   * platform's token for its signed-in player becomes this site's session, once per token. The
   * player must exist here with that e-mail, confirmed, unlocked and not in a blocked country (a
   * 403 says which).
   */
  app.post(
    '/platform/users/host_sign_in',
    {
      schema: {
        body: z.object({ auth_token: z.string().min(1).max(4000) }),
        response: { 200: playerProfileSchema },
      },
      preValidation: refuseCrossSiteSignIn,
    },
    async (request, reply) => {
      const secret = policy.hostAuthSecret
      if (!secret)
        throw new ApiFailure(
          404,
          API_ERROR_CODES.notFound,
          'No host platform signs players in here',
        )
      const { auth_token: authToken } = request.body
      const player = await countingFailures(request, async () => {
        const claims = await hostTokenClaims(secret, authToken)
        const found = claims ? await playerByEmail(app.db, claims.email) : undefined
        // A token signs in once: one seen in a log or a browser's history cannot again.
        if (!claims || !found || !(await useTokenOnce(app.db, authToken, claims.expiresAt)))
          throw new ApiFailure(
            401,
            API_ERROR_CODES.invalidToken,
            'The host platform’s sign-in token is not valid (any more)',
          )
        return found
      })
      if (player.locked_at)
        throw new ApiFailure(423, API_ERROR_CODES.accountLocked, 'This account is locked')
      await letIn(request, player)
      const { token, session } = await createSession(app.db, player.id)
      setSessionCookie(reply, token)
      return profileOf(app.db, session, policy)
    },
  )

  app.get(
    '/platform/users/unlock',
    {
      schema: {
        querystring: z.object({ unlock_token: linkToken }),
        response: { 200: unlockedSchema },
      },
    },
    async (request) => {
      if (!(await unlockByLink(app.db, request.query.unlock_token)))
        throw new ApiFailure(
          404,
          API_ERROR_CODES.invalidToken,
          'This unlock link is not valid (any more)',
        )
      return { unlocked: true } as const
    },
  )

  /** Asking for a link by e-mail answers 202 whether or not the address is known. */
  const newLinkRoute = (path: string, kind: 'confirmation' | 'unlock' | 'reset') =>
    app.post(
      path,
      {
        schema: { body: z.object({ email: emailSchema }), response: { 202: linkSentSchema } },
        config: AUTH_RATE_LIMIT,
      },
      async (request, reply) => {
        await sendNewLink(app.db, request.log, policy.site, kind, request.body.email)
        return reply.status(202).send({ sent: true })
      },
    )

  newLinkRoute('/platform/users/password', 'reset')

  app.put(
    '/platform/users/password',
    {
      schema: {
        body: z.object({
          reset_password_token: z.string().min(1).max(200),
          password: z.string().max(512),
        }),
        response: { 200: passwordUpdatedSchema },
      },
      config: AUTH_RATE_LIMIT,
    },
    async (request) => {
      const playerId = await resetPassword(app.db, {
        token: request.body.reset_password_token,
        password: request.body.password,
      })
      await app.publisher.signOut(playerId)
      return { updated: true } as const
    },
  )

  /**
   * confirm_password (spec §2.3; docs/decisions/players-and-wallet.md#094): a signed-in player changes
   * their password by confirming the current one. Every other session of theirs ends.
   */
  app.put(
    '/platform/player/password',
    {
      schema: { body: changePasswordBodySchema, response: { 200: passwordUpdatedSchema } },
      config: AUTH_RATE_LIMIT,
    },
    async (request) => {
      await changePassword(app.db, requirePlayer(request), {
        current: request.body.current_password,
        password: request.body.password,
      })
      return { updated: true } as const
    },
  )

  newLinkRoute('/platform/users/confirmation', 'confirmation')

  newLinkRoute('/platform/users/unlock', 'unlock')

  app.delete('/platform/users/sign_out', async (request, reply) => {
    const session = requirePlayer(request)
    await deleteSession(app.db, session.tokenHash)
    // The player's live push connections come back anonymous, without their channels.
    await app.publisher.signOut(session.playerId)
    return reply.clearCookie(SESSION_COOKIE, cookieScope).status(204).send()
  })
  done()
}
