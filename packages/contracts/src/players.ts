import {
  EMAIL_MAX_LENGTH,
  EXCLUSION_TYPES,
  LIMIT_PERIODS,
  MONEY_LIMIT_TYPES,
  TIME_LIMIT_TYPES,
  USER_LIMIT_STATUSES,
  USER_LIMIT_TYPES,
  ODDS_ACCEPT_MODES,
  ODDS_FORMATS,
  PASSWORD_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  isCurrencyCode,
  isEmail,
  isLocale,
  normalizeEmail,
  passwordProblems,
  type PasswordProblem,
  MAX_AMOUNT_SUBUNITS,
} from '@sportsbook/domain'
import { z } from 'zod'

/** What a form says about each password problem. */
export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: 'Use at least 8 characters',
  tooLong: 'Use at most 128 characters',
  needsLetterAndDigit: 'Use at least one letter and one digit',
  sameAsEmail: 'Do not use your e-mail address as the password',
}

export const emailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .transform(normalizeEmail)
  .refine(isEmail, 'Expected an e-mail address')

export const currencySchema = z.string().refine(isCurrencyCode, 'Unknown currency')

/** POST /platform/users: sign up. */
export const signUpBodySchema = z
  .object({
    email: emailSchema,
    password: z.string().max(PASSWORD_MAX_LENGTH * 4),
    mobile_phone: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'Expected an international number such as +4512345678')
      .optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Expected a two-letter country code')
      .transform((c) => c.toUpperCase()),
    currency: currencySchema,
    language: z.string().refine(isLocale, 'Unknown language').default('en'),
    terms: z.literal(true, 'The terms must be accepted'),
  })
  .superRefine((body, context) => {
    for (const problem of passwordProblems(body.password, body.email))
      context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES[problem] })
  })
export type SignUpBody = z.infer<typeof signUpBodySchema>
export const signUpResponseSchema = z.object({ id: z.string(), confirmation_required: z.boolean() })

/** POST /platform/users/sign_in. */
export const signInBodySchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1)
    .max(PASSWORD_MAX_LENGTH * 4),
})

/** PUT /platform/player/password: a signed-in player's new password, confirmed by the current one. */
export const changePasswordBodySchema = z.object({
  current_password: z
    .string()
    .min(1)
    .max(PASSWORD_MAX_LENGTH * 4),
  password: z.string().max(PASSWORD_MAX_LENGTH * 4),
})

/** The profile of spec §3.4 as GET /platform/player returns it, with the session's CSRF token. */
export const playerProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  mobile_phone: z.string().nullable(),
  auth_phone_number: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  /** Where an operator requires it (Brazil's), the player's municipality. */
  municipality: z.string().nullable(),
  name: z.string(),
  language: z.string(),
  currency: z.string(),
  country: z.object({ code: z.string() }),
  auth_fields_missed: z.array(z.string()),
  statuses: z.array(z.string()),
  /**
   * Spec §3 "serasa pve flag": such a player may not bet at all (docs/decisions/players-and-wallet.md#119): the quick
   * bet shows the block before asking (spec §6.3), and every placement answers 114 (spec §8.1).
   */
  pve: z.boolean(),
  /** The current terms' version, and whether the player accepted it (the terms checker). */
  terms_version: z.string(),
  terms_accepted: z.boolean(),
  /** Send it back as X-CSRF-Token on every write made with the session cookie. */
  csrf_token: z.string(),
})
export type PlayerProfile = z.infer<typeof playerProfileSchema>

/** GET /platform/player/accounts: balances in integer subunits. */
export const accountSchema = z.object({
  currency: z.string(),
  balance: z.number().int(),
  active: z.boolean(),
})
export const accountsResponseSchema = z.object({ data: z.array(accountSchema) })
/** POST /platform/player/accounts: the player's current currency after the switch. */
export const switchCurrencyResponseSchema = accountsResponseSchema.extend({ currency: z.string() })

/** GET /api/v2/settings: a player's sportsbook settings (defaults until they change them). */
export const playerSettingsSchema = z.object({
  /** Quick-stake buttons of the slip, in subunits of the player's currency. */
  stakes: z.array(z.number().int().positive()).min(1).max(6),
  auto_accept_odds_change: z.enum(ODDS_ACCEPT_MODES),
  odds_type: z.enum(ODDS_FORMATS),
  /** The browser's web-push subscription the player saved, or null (none, or withdrawn). */
  one_signal_push_notification_subscription: z.string().min(1).max(512).nullable(),
})
export type PlayerSettings = z.infer<typeof playerSettingsSchema>

/**
 * What a player starts with, and what a visitor's slip offers: quick stakes of 5, 10 and 20
 * units of a 2-decimal currency; no odds changes accepted; decimal odds.
 */
export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = {
  stakes: [500, 1000, 2000],
  auto_accept_odds_change: 'none',
  odds_type: 'european',
  one_signal_push_notification_subscription: null,
}

/**
 * GET and POST /api/v2/settings answer the player's settings (a visitor's: the defaults) with
 * the operator's switches of spec §3.5 beside them.
 */
export const settingsResponseSchema = playerSettingsSchema.extend({
  is_horse_racing_enabled: z.boolean(),
  is_lottery_enabled: z.boolean(),
  is_premium_cricket_enabled: z.boolean(),
  is_virtual_gaming_arena_enabled: z.boolean(),
  /** Several freebets may be active at once; otherwise activating one sets the other aside. */
  is_multi_active_freebets_allowed: z.boolean(),
  /** The odds formats the operator offers, the selector's choices (spec §3.5 `oddsTypes`). */
  odds_types: z.array(z.enum(ODDS_FORMATS)).min(1),
  /** The bet builder (custom bets on one match) is offered. */
  custom_bet_enabled: z.boolean(),
  /** Live video is offered: streams are answered and the match page shows them. */
  video_enabled: z.boolean(),
  /** Per data provider: may its selections stand side by side as singles (a multi-single)? */
  multi_single_available_by_provider: z.record(z.string(), z.boolean()),
  /** The data providers of each sport type (regular, cyber, premium_cricket). */
  sport_type_providers: z.record(z.string(), z.array(z.string())),
  /**
   * Each provider's feed up (true) or down, as last reported; a provider not named has not
   * reported (treated as up). `provider_status_changed` pushes the changes.
   */
  provider_statuses: z.record(z.string(), z.boolean()),
})
export type SiteSettings = z.infer<typeof settingsResponseSchema>

/** POST /api/v2/settings: any of the settings; a null web-push subscription withdraws it. */
export const settingsUpdateSchema = playerSettingsSchema.partial()

/** PATCH /platform/player/update_locale. */
export const updateLocaleBodySchema = z.object({
  locale: z.string().refine(isLocale, 'Unknown language'),
})
const profileName = z
  .string()
  .trim()
  .min(1, 'Enter a value')
  .max(PROFILE_NAME_MAX_LENGTH, `Use at most ${String(PROFILE_NAME_MAX_LENGTH)} characters`)

/**
 * PATCH /platform/player: the fields a player types (the required ones the profile misses,
 * spec §3.4 `auth_fields_missed`); a mobile phone comes from phone verification. Answers the
 * profile.
 */
export const profileUpdateBodySchema = z
  .object({
    first_name: profileName.optional(),
    last_name: profileName.optional(),
    nickname: profileName.optional(),
    municipality: profileName.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Name at least one field')
export type ProfileUpdate = z.infer<typeof profileUpdateBodySchema>

/** POST /platform/player/accept_terms: the version the player read and accepts. */
export const acceptTermsBodySchema = z.object({ version: z.string().min(1).max(64) })

export const updateLocaleResponseSchema = z.object({ locale: z.string() })

/** POST /platform/deposits: the provider's payment page to send the player to. */
export const depositStartedSchema = z.object({ id: z.string(), payment_url: z.string() })
/** GET /platform/deposits/:id: one of the signed-in player's deposits and how it stands. */
export const depositSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'completed', 'failed']),
  created_at: z.string(),
})
export type PlayerDeposit = z.infer<typeof depositSchema>
/** POST /platform/deposits/quick: credited at once (the demo provider approves). */
export const quickDepositSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  balance: z.number().int().optional(),
})

/** GET/POST /platform/player/phone: the number being verified by an SMS code, and how it stands. */
export const phoneStateSchema = z.object({
  number: z.string().nullable(),
  is_verified: z.boolean(),
  /** Seconds before another code may be sent. */
  resend_timeout: z.number().int().nonnegative(),
  sms_limit_reached: z.boolean(),
})
export type PhoneState = z.infer<typeof phoneStateSchema>

/** GET /platform/player/comp_points: the player's comp points and status group. */
export const compPointsSchema = z.object({ points: z.number().int(), status_group: z.string() })

/** GET /platform/player/status_groups: the ladder, the player's own group marked current. */
export const statusGroupsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      min_points: z.number().int(),
      current: z.boolean(),
    }),
  ),
})

/** 202 of POST /platform/users/password, /confirmation, /unlock (sent or not, it says the same). */
export const linkSentSchema = z.object({ sent: z.literal(true) })
/** GET /platform/users/confirmation: the e-mailed confirmation link was followed. */
export const confirmedSchema = z.object({ confirmed: z.literal(true) })
/** GET /platform/users/unlock: the e-mailed unlock link was followed. */
export const unlockedSchema = z.object({ unlocked: z.literal(true) })
/** PUT /platform/users/password and /platform/player/password. */
export const passwordUpdatedSchema = z.object({ updated: z.literal(true) })
/** DELETE /platform/users/sign_out: 204, no body. */
export const signedOutSchema = z.unknown()

/** POST /api/v2/websocket/token: a push token for the gateway (spec §5.4). */
export const pushTokenSchema = z.object({ token: z.string(), ttl: z.number().int().positive() })
/** POST /api/v2/websocket/authorize: a subscription token per private channel it may read. */
export const pushAuthorizeResponseSchema = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string() })),
})

/**
 * POST /platform/user_limits: a money limit (subunits over a period), a time limit (minutes)
 * or an exclusion (days; it cannot be lifted early).
 */
export const userLimitBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(MONEY_LIMIT_TYPES),
    amount: z.number().int('Expected whole subunits').positive().max(MAX_AMOUNT_SUBUNITS),
    period: z.enum(LIMIT_PERIODS),
  }),
  z.object({
    type: z.enum(TIME_LIMIT_TYPES),
    /** Minutes. */
    amount: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  }),
  z.object({ type: z.enum(EXCLUSION_TYPES), days: z.number().int().min(1).max(3650) }),
])
export type UserLimitBody = z.output<typeof userLimitBodySchema>

/** A limit or exclusion of the player (GET and POST /platform/user_limits). */
export const userLimitSchema = z.object({
  id: z.string(),
  type: z.enum(USER_LIMIT_TYPES),
  status: z.enum(USER_LIMIT_STATUSES),
  amount: z.number().int().nullable(),
  period: z.enum(LIMIT_PERIODS).nullable(),
  effective_at: z.string(),
  ends_at: z.string().nullable(),
})
export const userLimitsResponseSchema = z.object({ data: z.array(userLimitSchema) })
export type UserLimitView = z.infer<typeof userLimitSchema>

/** POST /platform/sportsbook_sessions and /continue: the session and its reality check. */
export const sportsbookSessionSchema = z.object({
  id: z.string(),
  started_at: z.string(),
  /** Seconds between reality checks. */
  period: z.number().int().positive(),
  next_check_at: z.string(),
  reality_check_due: z.boolean(),
  /** Seconds since the session started, by the server's clock (the reality check shows it). */
  played_seconds: z.number().int().nonnegative(),
  /** What the session's bets paid less what they staked, in the player's currency. */
  net_result: z.object({ subunits: z.number().int(), currency: z.string() }),
})
export type SportsbookSessionView = z.infer<typeof sportsbookSessionSchema>

/** POST /platform/player/activity_limit_track. */
export const activityTrackedSchema = z.object({ active_seconds: z.number().int().nonnegative() })

/** GET /api/v2/watchersio/userid: the player's id at the match-chat provider. */
export const chatUserResponseSchema = z.object({
  data: z.object({ user_id: z.string().regex(/^[0-9a-f]{32}$/) }),
})
