import { z } from 'zod'
import { apiErrorSchema, type ApiError } from './api-error'
import {
  categoriesResponseSchema,
  categorySchema,
  countersResponseSchema,
  favouriteChangeResponseSchema,
  favouriteMatchesResponseSchema,
  favouriteTournamentsResponseSchema,
  marketsResponseSchema,
  matchResponseSchema,
  matchWidgetResponseSchema,
  matchesResponseSchema,
  searchResponseSchema,
  sportsResponseSchema,
  streamsResponseSchema,
  tournamentSchema,
  tournamentsResponseSchema,
  videoResponseSchema,
  type FavouriteType,
  type MatchesQuery,
  type SortKey,
} from './catalogue'
import { MAX_PAGE_SIZE, type Pagination } from './pagination'
import {
  bonusCampaignsResponseSchema,
  freebetProgressResponseSchema,
  type FreebetProgressBody,
  bonusResponseSchema,
  bonusTermsResponseSchema,
  bonusesResponseSchema,
  markedAsSeenResponseSchema,
  slipBonusesResponseSchema,
  type BonusTypePlural,
  type BonusesQuery,
  type SlipBonusesBody,
} from './bonuses'
import { notificationCountersResponseSchema, notificationsResponseSchema } from './notifications'
import {
  jackpotHitsResponseSchema,
  jackpotResponseSchema,
  jackpotsResponseSchema,
  slipJackpotsResponseSchema,
  type JackpotHitsQuery,
} from './jackpots'
import type { CampaignPeriod, EventStatus } from '@sportsbook/domain'
import {
  betsResponseSchema,
  customBetMarketsResponseSchema,
  customOddsResponseSchema,
  cashoutResponseSchema,
  placeBetsResponseSchema,
  maxStakeResponseSchema,
  type shareBodySchema,
  shareResponseSchema,
  sharedBetsResponseSchema,
  type PlaceBetsRequest,
} from './bets'
import {
  accountsResponseSchema,
  depositSchema,
  depositStartedSchema,
  phoneStateSchema,
  quickDepositSchema,
  playerProfileSchema,
  switchCurrencyResponseSchema,
  type signUpBodySchema,
  signUpResponseSchema,
  settingsResponseSchema,
  chatUserResponseSchema,
  updateLocaleResponseSchema,
  userLimitSchema,
  userLimitsResponseSchema,
  compPointsSchema,
  statusGroupsResponseSchema,
  sportsbookSessionSchema,
  activityTrackedSchema,
  type userLimitBodySchema,
  type PlayerSettings,
  type ProfileUpdate,
} from './players'
import { launchResponseSchema, type PartnerProduct, type launchBodySchema } from './products'
import { systemDataSchema } from './system'
import { voteResponseSchema, type PredictionPick } from './predictions'

/** A query value as the client takes it; arrays travel comma-separated, as the api parses them. */
type QueryValue =
  string | number | boolean | readonly (string | number)[] | readonly SortKey[] | undefined
export type Query = Readonly<Record<string, QueryValue>>

export type ApiClientOptions = {
  /** Origin and prefix of the api: '' in the browser (same origin), the api's origin on the server. */
  readonly baseUrl: string
  /** Sent as Accept-Language; the api names everything in it. */
  readonly locale: string
  readonly fetch?: typeof fetch
  readonly headers?: Readonly<Record<string, string>>
}

/** A non-2xx answer: its status and, when the body is the api's error shape, that error. */
export class ApiRequestError extends Error {
  readonly status: number
  readonly error: ApiError['error'] | undefined
  /** What error reports carry (spec §8): the response's URL and the request that got it. */
  readonly url: string
  readonly request: { readonly method: string; readonly body: unknown }
  /** The whole answer, for calls whose errors carry more than the envelope (a placement). */
  readonly body: unknown

  constructor(
    status: number,
    error: ApiError['error'] | undefined,
    url: string,
    request: { readonly method: string; readonly body: unknown } = {
      method: 'GET',
      body: undefined,
    },
    body?: unknown,
  ) {
    super(error ? `${error.code}: ${error.message}` : `HTTP ${status} from ${url}`)
    this.name = 'ApiRequestError'
    this.status = status
    this.error = error
    this.url = url
    this.request = request
    this.body = body
  }
}

function encodeValue(value: Exclude<QueryValue, undefined>): string {
  if (typeof value !== 'object') return String(value)
  return value
    .map((item: string | number | SortKey) =>
      typeof item === 'object' ? `${item.field}:${item.direction}` : String(item),
    )
    .join(',')
}

export function queryString(query: Query | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, encodeValue(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

type Page<T> = { data: T[]; pagination: Pagination }

/**
 * Every item of a paged list: pages of 500 until `last_page` (spec §7's fetch-all helper).
 * `fetchPage(page, limit)` loads one page.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
): Promise<T[]> {
  const first = await fetchPage(1, MAX_PAGE_SIZE)
  const items = [...first.data]
  for (let page = 2; page <= first.pagination.last_page; page += 1) {
    items.push(...(await fetchPage(page, MAX_PAGE_SIZE)).data)
  }
  return items
}

type MatchesParams = Partial<MatchesQuery>

/** The typed api client: every answer is parsed with its contract schema before it is returned. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch

  async function request<S extends z.ZodType>(
    path: string,
    schema: S,
    init: {
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
      query?: Query | undefined
      body?: unknown
      signal?: AbortSignal | undefined
      headers?: Readonly<Record<string, string>>
    } = {},
  ): Promise<z.output<S>> {
    const url = `${options.baseUrl}${path}${queryString(init.query)}`
    const response = await doFetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'accept-language': options.locale,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
      // A write outlives the page that made it (a star clicked just before leaving the page).
      ...((init.method ?? 'GET') === 'GET' ? {} : { keepalive: true }),
    })
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const parsed = apiErrorSchema.safeParse(body)
      throw new ApiRequestError(
        response.status,
        parsed.success ? parsed.data.error : undefined,
        url,
        { method: init.method ?? 'GET', body: init.body },
        body,
      )
    }
    return schema.parse(body)
  }

  const dataOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema })

  return {
    request,
    sports: (query?: { type?: string; page?: number; limit?: number }) =>
      request('/api/v2/sports', sportsResponseSchema, { query }),
    categories: (query?: {
      sport_id?: string
      sport_key?: string
      slug?: string
      page?: number
      limit?: number
    }) => request('/api/v2/categories', categoriesResponseSchema, { query }),
    category: (id: string) =>
      request(`/api/v2/categories/${encodeURIComponent(id)}`, dataOf(categorySchema)),
    tournaments: (query?: {
      sport_id?: string
      sport_key?: string
      category_id?: string
      kind?: string
      slug?: string
      page?: number
      limit?: number
    }) => request('/api/v2/tournaments', tournamentsResponseSchema, { query }),
    tournament: (id: string) =>
      request(`/api/v2/tournaments/${encodeURIComponent(id)}`, dataOf(tournamentSchema)),
    matches: (query?: MatchesParams, signal?: AbortSignal) =>
      request('/api/v2/matches', matchesResponseSchema, { query, signal }),
    match: (id: string) =>
      request(`/api/v2/matches/${encodeURIComponent(id)}`, matchResponseSchema),
    markets: (
      id: string,
      query?: { group_key?: string; market_id?: string; page?: number; limit?: number },
    ) =>
      request(`/api/v2/matches/${encodeURIComponent(id)}/markets`, marketsResponseSchema, {
        query,
      }),
    matchWidget: (id: string, type: 'statistics' | 'head-to-head') =>
      request(`/api/v2/matches/${encodeURIComponent(id)}/${type}`, matchWidgetResponseSchema),
    video: (id: string) =>
      request(`/api/v2/matches/${encodeURIComponent(id)}/video`, videoResponseSchema),
    streams: (id: string) =>
      request(`/api/v2/matches/${encodeURIComponent(id)}/streams`, streamsResponseSchema),
    counters: (body: { ids?: string[]; status?: EventStatus[]; type?: string } = {}) =>
      request('/api/v2/counters', countersResponseSchema, { method: 'POST', body }),
    /** Signs in (a new session cookie); answers the profile. */
    signIn: (email: string, password: string) =>
      request('/platform/users/sign_in', playerProfileSchema, {
        method: 'POST',
        body: { email, password },
      }),
    /** Signs up; answers whether the e-mailed confirmation link must be followed first. */
    signUp: (body: z.input<typeof signUpBodySchema>) =>
      request('/platform/users', signUpResponseSchema, { method: 'POST', body }),
    confirmEmail: (token: string) =>
      request('/platform/users/confirmation', z.object({ confirmed: z.literal(true) }), {
        query: { confirmation_token: token },
      }),
    unlock: (token: string) =>
      request('/platform/users/unlock', z.object({ unlocked: z.literal(true) }), {
        query: { unlock_token: token },
      }),
    /**
     * E-mails a link: `password` to choose a new password, `confirmation` to confirm the
     * address, `unlock` to unlock the account. Answers alike whether or not the e-mail is known.
     */
    emailLink: (kind: 'password' | 'confirmation' | 'unlock', email: string) =>
      request(`/platform/users/${kind}`, z.object({ sent: z.literal(true) }), {
        method: 'POST',
        body: { email },
      }),
    resetPassword: (token: string, password: string) =>
      request('/platform/users/password', z.object({ updated: z.literal(true) }), {
        method: 'PUT',
        body: { reset_password_token: token, password },
      }),
    changePassword: (currentPassword: string, password: string, csrfToken: string) =>
      request('/platform/player/password', z.object({ updated: z.literal(true) }), {
        method: 'PUT',
        body: { current_password: currentPassword, password },
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** Embedded mode: the host platform's `auth_token` for its player becomes a session here. */
    hostSignIn: (authToken: string) =>
      request('/platform/users/host_sign_in', playerProfileSchema, {
        method: 'POST',
        body: { auth_token: authToken },
      }),
    signOut: (csrfToken: string) =>
      request('/platform/users/sign_out', z.unknown(), {
        method: 'DELETE',
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** The signed-in player's profile (401 when anonymous), with the session's CSRF token. */
    player: () => request('/platform/player', playerProfileSchema),
    acceptTerms: (version: string, csrfToken: string) =>
      request('/platform/player/accept_terms', playerProfileSchema, {
        method: 'POST',
        body: { version },
        headers: { 'x-csrf-token': csrfToken },
      }),
    updateProfile: (fields: ProfileUpdate, csrfToken: string) =>
      request('/platform/player', playerProfileSchema, {
        method: 'PATCH',
        body: fields,
        headers: { 'x-csrf-token': csrfToken },
      }),
    updateLocale: (locale: string, csrfToken: string) =>
      request('/platform/player/update_locale', updateLocaleResponseSchema, {
        method: 'PATCH',
        body: { locale },
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** The player's id at the match-chat provider (Watchers.io). */
    chatUserId: () => request('/api/v2/watchersio/userid', chatUserResponseSchema),
    /** A match's winner prediction: everyone's picks, and the player's own (GET /vote). */
    prediction: (predictionId: string) =>
      request('/api/v2/vote', voteResponseSchema, { query: { prediction_id: predictionId } }),
    predict: (predictionId: string, pick: PredictionPick, csrfToken: string) =>
      request('/api/v2/vote', voteResponseSchema, {
        method: 'POST',
        body: { prediction_id: predictionId, data: pick },
        headers: { 'x-csrf-token': csrfToken },
      }),
    favouriteMatches: (query?: { match_status?: EventStatus[]; bettable?: boolean }) =>
      request('/api/v2/favourites/matches', favouriteMatchesResponseSchema, { query }),
    favouriteTournaments: () =>
      request('/api/v2/favourites/tournaments', favouriteTournamentsResponseSchema),
    /** Marks (`favourite` true) or unmarks a match or league; repeating either is harmless. */
    setFavourite: (type: FavouriteType, id: string, favourite: boolean, csrfToken: string) =>
      request(
        `/api/v2/favourites/${type}/${encodeURIComponent(id)}`,
        favouriteChangeResponseSchema,
        { method: favourite ? 'POST' : 'DELETE', headers: { 'x-csrf-token': csrfToken } },
      ),
    /** The bet builder's markets of a match (spec §7 GET /bets/custom/markets/{matchId}). */
    customBetMarkets: (matchId: string) =>
      request(
        `/api/v2/bets/custom/markets/${encodeURIComponent(matchId)}`,
        customBetMarketsResponseSchema,
      ),
    /** The player's bonuses (spec §7 GET /bonuses): 4 a page unless `limit` says otherwise. */
    bonuses: (query?: BonusesQuery) => request('/api/v2/bonuses', bonusesResponseSchema, { query }),
    /** The public campaigns the promotions page lists (visitors too). */
    bonusCampaigns: (period?: CampaignPeriod, currency?: string) =>
      request('/api/v2/bonuses/campaigns', bonusCampaignsResponseSchema, {
        query: { period, currency },
      }),
    bonus: (plural: BonusTypePlural, id: string) =>
      request(`/api/v2/bonuses/${plural}/${encodeURIComponent(id)}`, bonusResponseSchema),
    bonusTerms: (plural: BonusTypePlural, id: string) =>
      request(
        `/api/v2/bonuses/${plural}/${encodeURIComponent(id)}/terms`,
        bonusTermsResponseSchema,
      ),
    activateBonus: (id: string, csrfToken: string) =>
      request(`/api/v2/bonuses/${encodeURIComponent(id)}/activate`, bonusResponseSchema, {
        method: 'POST',
        headers: { 'x-csrf-token': csrfToken },
      }),
    redeemPromoCode: (code: string, csrfToken: string) =>
      request('/api/v2/bonuses/promo-code', bonusResponseSchema, {
        method: 'POST',
        body: { code },
        headers: { 'x-csrf-token': csrfToken },
      }),
    markBonusesSeen: (bonuses: readonly { id: string; type: string }[], csrfToken: string) =>
      request('/api/v2/bonuses/mark-as-seen', markedAsSeenResponseSchema, {
        method: 'POST',
        body: { bonuses },
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** The player's notifications, newest first (spec §7 GET /notifications). */
    notifications: (query?: { page?: number; limit?: number }) =>
      request('/api/v2/notifications', notificationsResponseSchema, { query }),
    notificationCounters: () =>
      request('/api/v2/notifications/counters', notificationCountersResponseSchema),
    /** Marks some (`ids`) or all of the player's notifications read; answers the unread count. */
    readNotifications: (ids: readonly string[] | 'all', csrfToken: string) =>
      request(
        ids === 'all' ? '/api/v2/notifications/read-all' : '/api/v2/notifications/read',
        notificationCountersResponseSchema,
        {
          method: 'POST',
          ...(ids === 'all' ? {} : { body: { ids } }),
          headers: { 'x-csrf-token': csrfToken },
        },
      ),
    /** The player's freebet progress (spec §7 GET /bonuses/freebets/amb). */
    freebetProgress: () => request('/api/v2/bonuses/freebets/amb', freebetProgressResponseSchema),
    /** What placing the slip's bets would add to it (POST /bonuses/freebets/amb). */
    slipFreebetProgress: (body: FreebetProgressBody, csrfToken: string) =>
      request('/api/v2/bonuses/freebets/amb', freebetProgressResponseSchema, {
        method: 'POST',
        body,
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** Which of the player's bonuses apply to each bet of the slip (spec §7 POST /bonuses). */
    slipBonuses: (body: SlipBonusesBody, csrfToken: string) =>
      request('/api/v2/bonuses', slipBonusesResponseSchema, {
        method: 'POST',
        body,
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** The running jackpots with their pools (GET /jackpots). */
    jackpots: () => request('/api/v2/jackpots', jackpotsResponseSchema),
    jackpot: (id: string) =>
      request(`/api/v2/jackpots/${encodeURIComponent(id)}`, jackpotResponseSchema),
    /** Hits, newest first: a jackpot's, or (forUser) the player's own. */
    jackpotHits: (query: JackpotHitsQuery) =>
      request('/api/v2/jackpot-hits', jackpotHitsResponseSchema, { query }),
    /** The jackpots each bet of a slip would play for (POST /jackpots; reads only). */
    slipJackpots: (body: SlipBonusesBody) =>
      request('/api/v2/jackpots', slipJackpotsResponseSchema, { method: 'POST', body }),
    accounts: () => request('/platform/player/accounts', accountsResponseSchema),
    /** Starts a deposit with the payment provider; it sends the player back to `return_path`. */
    startDeposit: (
      body: { currency: string; amount: number; return_path: string },
      csrfToken: string,
    ) =>
      request('/platform/deposits', depositStartedSchema, {
        method: 'POST',
        body,
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** One of the player's deposits (404 for anyone else's). */
    deposit: (id: string) => request(`/platform/deposits/${encodeURIComponent(id)}`, depositSchema),
    quickDeposit: (body: { currency: string; amount: number }, csrfToken: string) =>
      request('/platform/deposits/quick', quickDepositSchema, {
        method: 'POST',
        body,
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** The player's limits and exclusions: in force, and those waiting for their cooling period. */
    /** The player's comp points and status group, and the ladder of groups (spec §7). */
    compPoints: () => request('/platform/player/comp_points', compPointsSchema),
    statusGroups: () => request('/platform/player/status_groups', statusGroupsResponseSchema),
    userLimits: () => request('/platform/user_limits', userLimitsResponseSchema),
    /** Sets a limit or an exclusion (an exclusion signs the player out at once). */
    setUserLimit: (body: z.input<typeof userLimitBodySchema>, csrfToken: string) =>
      request('/platform/user_limits', userLimitSchema, {
        method: 'POST',
        body,
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** The address of a partner game for the signed-in player (the virtual wallet's launch). */
    launchGame: (
      product: PartnerProduct,
      body: z.input<typeof launchBodySchema>,
      csrfToken: string,
    ) =>
      request(`/platform/virtual_wallet/${product}/launch`, launchResponseSchema, {
        method: 'POST',
        body,
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** The player's sportsbook session, started if none is open (the reality check polls it). */
    sportsbookSession: (csrfToken: string) =>
      request('/platform/sportsbook_sessions', sportsbookSessionSchema, {
        method: 'POST',
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** The player saw the reality check and plays on. */
    continueSportsbookSession: (csrfToken: string) =>
      request('/platform/sportsbook_sessions/continue', sportsbookSessionSchema, {
        method: 'POST',
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** Seconds the player was active in a visible tab (a 401 means the activity limit ended play). */
    trackActivity: (seconds: number, csrfToken: string) =>
      request('/platform/player/activity_limit_track', activityTrackedSchema, {
        method: 'POST',
        body: { seconds },
        headers: { 'x-csrf-token': csrfToken },
      }),
    phone: () => request('/platform/player/phone', phoneStateSchema),
    /** Texts a 6-digit code to `number` (an international number such as +4512345678). */
    sendPhoneCode: (number: string, csrfToken: string) =>
      request('/platform/player/phone', phoneStateSchema, {
        method: 'POST',
        body: { number },
        headers: { 'x-csrf-token': csrfToken },
      }),
    verifyPhone: (code: string, csrfToken: string) =>
      request('/platform/player/phone/verify', phoneStateSchema, {
        method: 'POST',
        body: { code },
        headers: { 'x-csrf-token': csrfToken },
      }),
    /** Makes the account in `currency` the player's current one (spec §4 currency switch). */
    switchCurrency: (currency: string, csrfToken: string) =>
      request('/platform/player/accounts', switchCurrencyResponseSchema, {
        method: 'POST',
        body: { currency },
        headers: { 'x-csrf-token': csrfToken },
      }),
    /**
     * Places the bets (POST /api/v3/bets). The idempotency key makes a repeated request (a
     * retry after a lost answer) place nothing twice. A refusal is an `ApiRequestError` whose
     * `body` parses with `placementRefusalSchema`.
     */
    placeBets: (body: PlaceBetsRequest, csrfToken: string, idempotencyKey: string) =>
      request('/api/v3/bets', placeBetsResponseSchema, {
        method: 'POST',
        body,
        headers: { 'x-csrf-token': csrfToken, 'idempotency-key': idempotencyKey },
      }),
    bets: (query: { status?: readonly string[]; result?: string; page?: number; limit?: number }) =>
      request('/api/v3/bets', betsResponseSchema, { query }),
    cashout: (betId: string, toCashoutSubunits: number, csrfToken: string) =>
      request('/api/v2/bets/cashout', cashoutResponseSchema, {
        method: 'POST',
        body: { bet_id: betId, to_cashout: toCashoutSubunits },
        headers: { 'x-csrf-token': csrfToken },
      }),
    customOdds: (selections: z.input<typeof shareBodySchema>['bets'][number]['selections']) =>
      request('/api/v2/bets/custom/odds', customOddsResponseSchema, {
        method: 'POST',
        body: { selections },
      }),
    createShareCode: (body: z.input<typeof shareBodySchema>) =>
      request('/api/v2/bets/share-code', shareResponseSchema, { method: 'POST', body }),
    sharedBets: (code: string) =>
      request('/api/v2/bets/share-code', sharedBetsResponseSchema, { query: { code } }),
    /** The largest stake the book takes on each bet (POST /bets/max-stake; stakes ignored). */
    maxStake: (body: PlaceBetsRequest) =>
      request('/api/v2/bets/max-stake', maxStakeResponseSchema, { method: 'POST', body }),
    /** Tokens for the push gateway: the connection's, and subscription tokens for channels. */
    pushToken: () =>
      request('/api/v2/websocket/token', z.object({ token: z.string(), ttl: z.number() }), {
        method: 'POST',
      }),
    pushSubscriptionTokens: (channels: readonly string[]) =>
      request(
        '/api/v2/websocket/authorize',
        z.object({ channels: z.array(z.object({ channel: z.string(), token: z.string() })) }),
        { method: 'POST', body: { channels } },
      ),
    /** The player's settings (a visitor's: the defaults) and the operator's switches. */
    settings: () => request('/api/v2/settings', settingsResponseSchema),
    system: () => request('/api/v2/system', systemDataSchema),
    updateSettings: (changes: Partial<PlayerSettings>, csrfToken: string) =>
      request('/api/v2/settings', settingsResponseSchema, {
        method: 'POST',
        body: changes,
        headers: { 'x-csrf-token': csrfToken },
      }),
    search: (
      query: {
        q: string
        sport_type?: string
        match_status?: EventStatus[]
        only_events_name?: boolean
      },
      signal?: AbortSignal,
    ) => request('/api/v2/search', searchResponseSchema, { query, signal }),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
