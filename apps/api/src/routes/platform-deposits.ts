import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { createHmac } from 'node:crypto'
import {
  API_ERROR_CODES,
  currencySchema,
  depositSchema,
  depositStartedSchema,
  quickDepositSchema,
} from '@sportsbook/contracts'
import { currencyOf, formatMoney, parseUnits, sameSitePath } from '@sportsbook/domain'
import { z } from 'zod'
import type { ApiInstance } from '../plugins/api-instance'
import { escapeHtml } from './html'
import { requirePlayer } from '../plugins/authentication'
import { sameSecret } from '../players/secrets'
import type { ProfilePolicy } from '../players/profile'
import { ApiFailure } from '../plugins/error-handler'
import { transactionsOf } from '../ledger/ledger'
import {
  beginDeposit,
  depositOf,
  paymentOf,
  settleDeposit,
  type DepositOutcome,
  type SettledDeposit,
} from '../wallet/deposits'
import type { Campaigns } from '../bonuses/campaigns'

export type DepositPolicy = {
  /** The demo payment provider and its signing secret; absent: deposits answer 503. */
  readonly demoPayments?: { readonly secret: string } | undefined
  /** The site's origins (SITE_URL and its mirrors): a wallet page's way back must be on one. */
  readonly siteOrigins: readonly string[]
  /** The terms and profile fields a player must have before depositing. */
  readonly profile: ProfilePolicy
  /** The campaigns a first deposit earns. */
  readonly campaigns: Campaigns
}

/** The largest single deposit: 1,000,000.00 of a 2-decimal currency, in subunits. */
const MAX_DEPOSIT = 100_000_000

const depositBody = z.object({
  currency: currencySchema,
  amount: z.number().int('Expected whole subunits').positive().max(MAX_DEPOSIT),
  // A path of this site only: never an absolute URL, so no open redirect.
  return_path: z
    .string()
    .regex(/^\/(?!\/)[\w\-./?=&%]*$/, 'Expected a path of this site such as /sports')
    .default('/sports'),
})

/** The spec's `?deposit=` values: success, error, pending. */
const RESULT_OF: Record<string, string> = {
  completed: 'success',
  failed: 'error',
  pending: 'pending',
}

/**
 * Deposits (spec §2.6 deposit flows). A real payment provider is outside the project; the DEMO
 * provider (`/platform/payments/demo`, on only with DEMO_PAYMENTS) stands in for one.
 */
export const platformDepositRoutes: FastifyPluginCallbackZod<DepositPolicy> = (
  app,
  { demoPayments, siteOrigins, profile, campaigns },
  done,
) => {
  /** A deposit needs a payment provider (the demo one is off by default). */
  const beginWithProvider = async (
    playerId: string,
    deposit: { currency: string; amount: number; returnPath: string },
  ) => {
    if (!demoPayments)
      throw new ApiFailure(503, API_ERROR_CODES.paymentsUnavailable, { id: 'paymentsUnavailable' })
    const { id, nearing } = await beginDeposit(app.db, profile, playerId, deposit)
    await app.playerEvents.emit(playerId, [
      { type: 'limits_nearing', nearing, currency: deposit.currency },
    ])
    return id
  }

  const pushBalance = (playerId: string, currency: string, balance: number) =>
    app.playerEvents.emit(playerId, [
      { type: 'balance_changed', balance: { subunits: balance, currency } },
    ])
  /** A deposit this report decided is a notification; the bonuses it earned too. */
  const announceDeposit = async (settled: SettledDeposit) => {
    const decided = settled.decided && settled.status !== 'pending'
    await app.playerEvents.emit(settled.playerId, [
      ...(decided
        ? [
            {
              type: 'notice' as const,
              notice: {
                type: settled.status === 'completed' ? 'deposit_completed' : 'deposit_failed',
                object: { type: 'deposit', id: settled.id },
                amount: { subunits: settled.amount, currency: settled.currency },
              } as const,
            },
          ]
        : []),
      { type: 'bonuses_issued', issued: settled.issued },
    ])
  }

  app.post(
    '/platform/deposits',
    { schema: { body: depositBody, response: { 201: depositStartedSchema } } },
    async (request, reply) => {
      const { playerId } = requirePlayer(request)
      const { currency, amount, return_path } = request.body
      const id = await beginWithProvider(playerId, { currency, amount, returnPath: return_path })
      return reply.status(201).send({ id, payment_url: `/platform/payments/demo/${id}` })
    },
  )

  /** Quick deposit: the demo provider approves at once. */
  app.post(
    '/platform/deposits/quick',
    {
      schema: {
        body: depositBody.omit({ return_path: true }),
        response: { 200: quickDepositSchema },
      },
    },
    async (request) => {
      const { playerId } = requirePlayer(request)
      const { currency, amount } = request.body
      const id = await beginWithProvider(playerId, { currency, amount, returnPath: '/' })
      const settled = await settleDeposit(app.db, id, 'complete', campaigns)
      if (settled?.credited) await pushBalance(playerId, currency, settled.balance)
      if (settled) await announceDeposit(settled)
      return { id, status: settled?.status, balance: settled?.balance }
    },
  )

  app.get(
    '/platform/deposits/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: depositSchema } } },
    async (request) => {
      const { playerId } = requirePlayer(request)
      return depositOf(app.db, playerId, request.params.id)
    },
  )

  /** A way back on this site (an address elsewhere, or a trick, is refused: no open redirect). */
  const returnPathOf = (returnUrl: string | undefined) =>
    sameSitePath(returnUrl, siteOrigins) ?? '/sports'

  // The reference platform's wallet deposit page (DEPOSIT_MODE=wallet): an amount, then the
  // payment provider, then back to where the player came from with ?deposit=…
  app.get(
    '/platform/wallet/deposit',
    {
      schema: {
        querystring: z.object({
          currency: currencySchema,
          return_url: z.string().max(2000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const session = requirePlayer(request)
      const { currency, return_url } = request.query
      const back = escapeHtml(returnPathOf(return_url))
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wallet — deposit</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
<h1>Deposit</h1>
<form method="post" action="/platform/wallet/deposit" style="display: grid; gap: 0.75rem">
<input type="hidden" name="csrf_token" value="${escapeHtml(session.csrfToken)}">
<input type="hidden" name="currency" value="${escapeHtml(currency)}">
<input type="hidden" name="return_path" value="${back}">
<label style="display: grid; gap: 0.25rem">Amount (${escapeHtml(currency)})
<input name="amount" inputmode="decimal" required style="min-height: 44px; font-size: 1rem"></label>
<button style="min-height: 44px; font-size: 1rem">Continue to payment</button>
</form>
<p><a href="${back}">Back to the sportsbook</a></p></body></html>`)
    },
  )

  app.post(
    '/platform/wallet/deposit',
    {
      schema: {
        body: z.object({
          csrf_token: z.string(),
          currency: currencySchema,
          amount: z.string().max(32),
          return_path: depositBody.shape.return_path,
        }),
      },
    },
    async (request, reply) => {
      const { playerId } = requirePlayer(request)
      const { currency, return_path } = request.body
      const known = currencyOf(currency)
      const amount = known.ok ? parseUnits(request.body.amount.trim(), known.value) : undefined
      if (!amount?.ok || amount.value <= 0 || amount.value > MAX_DEPOSIT)
        throw new ApiFailure(
          400,
          API_ERROR_CODES.validationFailed,
          'Invalid request: body.amount',
          [{ field: 'body.amount', message: 'Expected an amount above 0', code: 'custom' }],
        )
      const id = await beginWithProvider(playerId, {
        currency,
        amount: amount.value,
        returnPath: return_path,
      })
      return reply.redirect(`/platform/payments/demo/${id}`, 303)
    },
  )

  // The reference wallet's transaction history (spec §2.6 provider redirect "transaction
  // history"): every change of the player's money is a ledger row, newest first.
  app.get(
    '/platform/wallet/transactions',
    { schema: { querystring: z.object({ return_url: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const { playerId } = requirePlayer(request)
      const rows = await transactionsOf(app.db, playerId)
      const back = escapeHtml(returnPathOf(request.query.return_url))
      const items = rows
        .map(
          (row) =>
            `<tr><td>${escapeHtml(row.created_at.slice(0, 16).replace('T', ' '))}</td><td>${escapeHtml(row.kind.replace(/_/g, ' '))}</td><td style="text-align: right">${escapeHtml(formatMoney({ subunits: row.amount, currency: row.currency }, 'en'))}</td></tr>`,
        )
        .join('')
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wallet — transactions</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1>Transactions</h1>
<table style="width: 100%; border-collapse: collapse"><thead><tr><th scope="col" style="text-align: left">Time (UTC)</th><th scope="col" style="text-align: left">What</th><th scope="col" style="text-align: right">Amount</th></tr></thead>
<tbody>${items || '<tr><td colspan="3">No transactions yet.</td></tr>'}</tbody></table>
<p><a href="${back}">Back to the sportsbook</a></p></body></html>`)
    },
  )

  if (demoPayments)
    demoProviderRoutes(app, demoPayments.secret, campaigns, { pushBalance, announceDeposit })
  done()
}

/** The demo provider's report signature: HMAC-SHA256 of the deposit and its outcome. */
export function reportSignature(
  secret: string,
  depositId: string,
  outcome: DepositOutcome,
): string {
  return createHmac('sha256', secret).update(`${depositId}:${outcome}`).digest('hex')
}

/**
 * The DEMO payment provider (DEMO_PAYMENTS): its hosted page, where the player chooses the
 * outcome as a provider's sandbox lets one do, and its signed report of that outcome.
 */
function demoProviderRoutes(
  app: ApiInstance,
  secret: string,
  campaigns: Campaigns,
  {
    pushBalance,
    announceDeposit,
  }: {
    pushBalance: (playerId: string, currency: string, balance: number) => Promise<void>
    announceDeposit: (settled: SettledDeposit) => Promise<void>
  },
): void {
  // The demo provider's hosted payment page.
  app.get(
    '/platform/payments/demo/:id',
    { schema: { params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      // Only the player who started the payment sees it (and its signed buttons).
      const { playerId } = requirePlayer(request)
      const deposit = await paymentOf(app.db, request.params.id, playerId)
      if (!deposit) throw new ApiFailure(404, API_ERROR_CODES.notFound, 'Payment not found')
      const action = `/platform/payments/demo/${escapeHtml(deposit.id)}`
      // One form per outcome, each signed as a provider signs its report.
      const button = (outcome: DepositOutcome, label: string) =>
        `<form method="post" action="${action}"><input type="hidden" name="outcome" value="${outcome}"><input type="hidden" name="signature" value="${reportSignature(secret, deposit.id, outcome)}"><button style="min-height: 44px; padding: 0 1rem; font-size: 1rem">${label}</button></form>`
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo payment</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
<h1>Demo payment provider</h1>
<p>This page stands in for a payment provider.</p>
<p>Deposit <strong>${escapeHtml(formatMoney({ subunits: deposit.amount, currency: deposit.currency }, 'en'))}</strong> (status: ${escapeHtml(deposit.status)}).</p>
<div style="display: flex; gap: 0.5rem">
${button('complete', 'Pay')}${button('fail', 'Decline')}${button('pending', 'Leave pending')}
</div></body></html>`)
    },
  )

  // The demo provider's report of the outcome, then back to the site with ?deposit=…
  app.post(
    '/platform/payments/demo/:id',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.object({
          outcome: z.enum(['complete', 'fail', 'pending']),
          signature: z.string().max(128),
        }),
      },
    },
    async (request, reply) => {
      const { outcome, signature } = request.body
      if (!sameSecret(signature, reportSignature(secret, request.params.id, outcome)))
        throw new ApiFailure(403, API_ERROR_CODES.invalidToken, 'The payment report is not signed')
      const settled = await settleDeposit(app.db, request.params.id, outcome, campaigns)
      if (!settled) throw new ApiFailure(404, API_ERROR_CODES.notFound, 'Payment not found')
      if (settled.credited) await pushBalance(settled.playerId, settled.currency, settled.balance)
      await announceDeposit(settled)
      const separator = settled.returnPath.includes('?') ? '&' : '?'
      return reply.redirect(
        // The id lets the site check that this player's deposit settled before it says so.
        `${settled.returnPath}${separator}deposit=${RESULT_OF[settled.status] ?? 'pending'}&deposit_id=${request.params.id}`,
        303,
      )
    },
  )
}
