export {
  EMAIL_MAX_LENGTH,
  MAX_FAILED_SIGN_INS,
  MAX_SIGN_INS_PER_ACCOUNT_PER_MINUTE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isEmail,
  normalizeEmail,
  passwordProblems,
  SIGN_UP_COUNTRIES,
  type PasswordProblem,
} from './credentials'

export {
  CODE_ATTEMPTS,
  SMS_PER_DAY,
  SMS_RESEND_SECONDS,
  phoneVerificationState,
} from './phone-verification'

export {
  DEFAULT_REALITY_CHECK_MINUTES,
  EXCLUSION_TYPES,
  LIMIT_PERIODS,
  MONEY_LIMIT_TYPES,
  RAISE_DELAY_MS,
  TIME_LIMIT_TYPES,
  USER_LIMIT_STATUSES,
  isUserLimitStatus,
  isUserLimitType,
  USER_LIMIT_TYPES,
  LIMIT_WARNING_PERCENT,
  betLimitBreach,
  exceedsLimit,
  limitEffectiveAt,
  type LimitSetting,
  nearsLimit,
  periodStart,
  type LimitPeriod,
  type LimitUse,
  type UserLimitStatus,
  type UserLimitType,
} from './limits'

export {
  STATUS_GROUPS,
  SUBUNITS_PER_POINT_UNIT,
  compPoints,
  statusGroupOf,
  type StatusGroupId,
} from './loyalty'
