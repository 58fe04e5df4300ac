export {
  PUSH_TRANSPORTS,
  WILDCARD_MESSAGE_TYPES,
  canDeposit,
  canSignInOrUp,
  isCountryBlocked,
  usesQuickDeposit,
  isOutsideUserGroup,
  isParentMessageAllowed,
  isPushConfigValid,
  needsPhoneVerification,
  shareCodeToUse,
  shouldRestoreBets,
  shouldSwitchCurrency,
  type Embedding,
  type PushTransport,
} from './access'

export {
  applyBalanceChanged,
  applyBetChanged,
  applyCashoutChanged,
  shouldApplyMatchUpdate,
  testProviderOverrides,
  type AccountBalance,
  type ListedBet,
} from './realtime-effects'

export {
  DEFAULT_DEPOSIT_REMIND_AFTER_SECONDS,
  reminderDay,
  shouldRemindDeposit,
  shouldRemindSignUp,
} from './reminders'

export {
  PROFILE_FIELDS,
  PROFILE_NAME_MAX_LENGTH,
  TYPED_PROFILE_FIELDS,
  isProfileField,
  isTypedProfileField,
  missingProfileFields,
  type ProfileField,
  type TypedProfileField,
  standingProblem,
  type StandingProblem,
} from './profile-fields'

export { sameSitePath } from './same-site-path'
