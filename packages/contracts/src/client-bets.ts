import type { z } from 'zod'
import type { shareBodySchema, PlaceBetsRequest } from './bets'
import type { Request } from './client-request'

/** Placing, listing, cashing out and sharing bets; push tokens. */
export const betCalls = (request: Request) => ({
  /**
   * Places the bets (POST /api/v3/bets). The idempotency key makes a repeated request (a
   * retry after a lost answer) place nothing twice. A refusal is an `ApiRequestError` whose
   * `body` parses with `placementRefusalSchema`.
   */
  placeBets: (body: PlaceBetsRequest, csrfToken: string, idempotencyKey: string) =>
    request('/api/v3/bets', 'placeBetsResponseSchema', {
      method: 'POST',
      body,
      headers: { 'x-csrf-token': csrfToken, 'idempotency-key': idempotencyKey },
    }),
  bets: (query: { status?: readonly string[]; result?: string; page?: number; limit?: number }) =>
    request('/api/v3/bets', 'betsResponseSchema', { query }),
  cashout: (betId: string, toCashoutSubunits: number, csrfToken: string) =>
    request('/api/v2/bets/cashout', 'cashoutResponseSchema', {
      method: 'POST',
      body: { bet_id: betId, to_cashout: toCashoutSubunits },
      headers: { 'x-csrf-token': csrfToken },
    }),
  customOdds: (selections: z.input<typeof shareBodySchema>['bets'][number]['selections']) =>
    request('/api/v2/bets/custom/odds', 'customOddsResponseSchema', {
      method: 'POST',
      body: { selections },
    }),
  createShareCode: (body: z.input<typeof shareBodySchema>) =>
    request('/api/v2/bets/share-code', 'shareResponseSchema', { method: 'POST', body }),
  sharedBets: (code: string) =>
    request('/api/v2/bets/share-code', 'sharedBetsResponseSchema', { query: { code } }),
  /** The largest stake the book takes on each bet (POST /bets/max-stake; stakes ignored). */
  maxStake: (body: PlaceBetsRequest) =>
    request('/api/v2/bets/max-stake', 'maxStakeResponseSchema', { method: 'POST', body }),
  /** Tokens for the push gateway: the connection's, and subscription tokens for channels. */
  pushToken: () =>
    request('/api/v2/websocket/token', 'pushTokenSchema', {
      method: 'POST',
    }),
  pushSubscriptionTokens: (channels: readonly string[]) =>
    request('/api/v2/websocket/authorize', 'pushAuthorizeResponseSchema', {
      method: 'POST',
      body: { channels },
    }),
})
