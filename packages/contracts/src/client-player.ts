import type { z } from 'zod'
import type {
  signUpBodySchema,
  userLimitBodySchema,
  PlayerSettings,
  ProfileUpdate,
} from './players'
import type { PartnerProduct, launchBodySchema } from './products'
import type { Request } from './client-request'

/** The player's account: sign-in and sign-up, profile, wallet and deposits, limits and sessions, phone, settings, notifications. */
export const playerCalls = (request: Request) => ({
  /** Signs in (a new session cookie); answers the profile. */
  signIn: (email: string, password: string) =>
    request('/platform/users/sign_in', 'playerProfileSchema', {
      method: 'POST',
      body: { email, password },
    }),
  /** Signs up; answers whether the e-mailed confirmation link must be followed first. */
  signUp: (body: z.input<typeof signUpBodySchema>) =>
    request('/platform/users', 'signUpResponseSchema', { method: 'POST', body }),
  confirmEmail: (token: string) =>
    request('/platform/users/confirmation', 'confirmedSchema', {
      query: { confirmation_token: token },
    }),
  unlock: (token: string) =>
    request('/platform/users/unlock', 'unlockedSchema', {
      query: { unlock_token: token },
    }),
  /**
   * E-mails a link: `password` to choose a new password, `confirmation` to confirm the
   * address, `unlock` to unlock the account. Answers alike whether or not the e-mail is known.
   */
  emailLink: (kind: 'password' | 'confirmation' | 'unlock', email: string) =>
    request(`/platform/users/${kind}`, 'linkSentSchema', {
      method: 'POST',
      body: { email },
    }),
  resetPassword: (token: string, password: string) =>
    request('/platform/users/password', 'passwordUpdatedSchema', {
      method: 'PUT',
      body: { reset_password_token: token, password },
    }),
  changePassword: (currentPassword: string, password: string, csrfToken: string) =>
    request('/platform/player/password', 'passwordUpdatedSchema', {
      method: 'PUT',
      body: { current_password: currentPassword, password },
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** Embedded mode: the host platform's `auth_token` for its player becomes a session here. */
  hostSignIn: (authToken: string) =>
    request('/platform/users/host_sign_in', 'playerProfileSchema', {
      method: 'POST',
      body: { auth_token: authToken },
    }),
  signOut: (csrfToken: string) =>
    request('/platform/users/sign_out', 'signedOutSchema', {
      method: 'DELETE',
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** The signed-in player's profile (401 when anonymous), with the session's CSRF token. */
  player: () => request('/platform/player', 'playerProfileSchema'),
  acceptTerms: (version: string, csrfToken: string) =>
    request('/platform/player/accept_terms', 'playerProfileSchema', {
      method: 'POST',
      body: { version },
      headers: { 'x-csrf-token': csrfToken },
    }),
  updateProfile: (fields: ProfileUpdate, csrfToken: string) =>
    request('/platform/player', 'playerProfileSchema', {
      method: 'PATCH',
      body: fields,
      headers: { 'x-csrf-token': csrfToken },
    }),
  updateLocale: (locale: string, csrfToken: string) =>
    request('/platform/player/update_locale', 'updateLocaleResponseSchema', {
      method: 'PATCH',
      body: { locale },
      headers: { 'x-csrf-token': csrfToken },
    }),
  accounts: () => request('/platform/player/accounts', 'accountsResponseSchema'),
  /** Starts a deposit with the payment provider; it sends the player back to `return_path`. */
  startDeposit: (
    body: { currency: string; amount: number; return_path: string },
    csrfToken: string,
  ) =>
    request('/platform/deposits', 'depositStartedSchema', {
      method: 'POST',
      body,
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** One of the player's deposits (404 for anyone else's). */
  deposit: (id: string) => request(`/platform/deposits/${encodeURIComponent(id)}`, 'depositSchema'),
  quickDeposit: (body: { currency: string; amount: number }, csrfToken: string) =>
    request('/platform/deposits/quick', 'quickDepositSchema', {
      method: 'POST',
      body,
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** The player's limits and exclusions: in force, and those waiting for their cooling period. */
  /** The player's comp points and status group, and the ladder of groups (spec §7.4). */
  compPoints: () => request('/platform/player/comp_points', 'compPointsSchema'),
  statusGroups: () => request('/platform/player/status_groups', 'statusGroupsResponseSchema'),
  userLimits: () => request('/platform/user_limits', 'userLimitsResponseSchema'),
  /** Sets a limit or an exclusion (an exclusion signs the player out at once). */
  setUserLimit: (body: z.input<typeof userLimitBodySchema>, csrfToken: string) =>
    request('/platform/user_limits', 'userLimitSchema', {
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
    request(`/platform/virtual_wallet/${product}/launch`, 'launchResponseSchema', {
      method: 'POST',
      body,
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** The player's sportsbook session, started if none is open (the reality check polls it). */
  sportsbookSession: (csrfToken: string) =>
    request('/platform/sportsbook_sessions', 'sportsbookSessionSchema', {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** The player saw the reality check and plays on. */
  continueSportsbookSession: (csrfToken: string) =>
    request('/platform/sportsbook_sessions/continue', 'sportsbookSessionSchema', {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** Seconds the player was active in a visible tab (a 401 means the activity limit ended play). */
  trackActivity: (seconds: number, csrfToken: string) =>
    request('/platform/player/activity_limit_track', 'activityTrackedSchema', {
      method: 'POST',
      body: { seconds },
      headers: { 'x-csrf-token': csrfToken },
    }),
  phone: () => request('/platform/player/phone', 'phoneStateSchema'),
  /** Texts a 6-digit code to `number` (an international number such as +4512345678). */
  sendPhoneCode: (number: string, csrfToken: string) =>
    request('/platform/player/phone', 'phoneStateSchema', {
      method: 'POST',
      body: { number },
      headers: { 'x-csrf-token': csrfToken },
    }),
  verifyPhone: (code: string, csrfToken: string) =>
    request('/platform/player/phone/verify', 'phoneStateSchema', {
      method: 'POST',
      body: { code },
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** Makes the account in `currency` the player's current one (spec §4.17 currency switch). */
  switchCurrency: (currency: string, csrfToken: string) =>
    request('/platform/player/accounts', 'switchCurrencyResponseSchema', {
      method: 'POST',
      body: { currency },
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** The player's settings (a visitor's: the defaults) and the operator's switches. */
  settings: () => request('/api/v2/settings', 'settingsResponseSchema'),
  system: () => request('/api/v2/system', 'systemDataSchema'),
  updateSettings: (changes: Partial<PlayerSettings>, csrfToken: string) =>
    request('/api/v2/settings', 'settingsResponseSchema', {
      method: 'POST',
      body: changes,
      headers: { 'x-csrf-token': csrfToken },
    }),
  /** The player's notifications, newest first (spec §7.4 GET /notifications). */
  notifications: (query?: { page?: number; limit?: number }) =>
    request('/api/v2/notifications', 'notificationsResponseSchema', { query }),
  notificationCounters: () =>
    request('/api/v2/notifications/counters', 'notificationCountersResponseSchema'),
  /** Marks some (`ids`) or all of the player's notifications read; answers the unread count. */
  readNotifications: (ids: readonly string[] | 'all', csrfToken: string) =>
    request(
      ids === 'all' ? '/api/v2/notifications/read-all' : '/api/v2/notifications/read',
      'notificationCountersResponseSchema',
      {
        method: 'POST',
        ...(ids === 'all' ? {} : { body: { ids } }),
        headers: { 'x-csrf-token': csrfToken },
      },
    ),
})
