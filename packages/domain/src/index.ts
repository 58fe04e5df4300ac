export { assertNever, err, ok, type Result } from './result'
export { oneOf } from './one-of'

export {
  CRYPTO_DISPLAY_DECIMALS,
  CURRENCIES,
  SUBCURRENCIES,
  FIAT_DISPLAY_DECIMALS,
  currencyOf,
  isCurrencyCode,
  subunitsPerUnit,
  type Currency,
  type CurrencyCode,
  type CurrencyError,
} from './money/currency'
export {
  MAX_AMOUNT_SUBUNITS,
  displayUnitsText,
  formatMoney,
  money,
  parseUnits,
  unitsText,
  type Money,
  type MoneyError,
} from './money/money'

export {
  ODDS_ONE,
  ODDS_SCALE,
  fromOddsMillis,
  isOddsMillis,
  multiplyOdds,
  potentialWinSubunits,
  oddsToMillis,
  ODDS_SCALE_BIG,
  MAX_ODDS_MILLIS,
  productToOddsMillis,
  toOddsMillis,
  type OddsError,
  type OddsMillis,
  type OddsProduct,
} from './odds/odds'
export {
  ODDS_FORMATS,
  formatOdds,
  fractionalOdds,
  isOddsFormat,
  offeredOddsFormat,
  type OddsFormat,
  type OddsFormatError,
} from './odds/odds-format'

export {
  MARKET_STATUS,
  MARKET_STATUSES,
  isMarketStatus,
  groupMarkets,
  isMarketListed,
  isMarketGone,
  isMarketOpen,
  listedMarkets,
  parseSpecifier,
  specifierValue,
  type GroupableMarket,
  type MarketGroup,
  type MarketLines,
  type MarketStatus,
  type Specifier,
  type SpecifierError,
} from './catalogue/market'
export {
  EVENT_STATUS,
  EVENT_STATUSES,
  isEventStatus,
  FEED_RUNNING_STATUSES,
  FINISHED_STATUSES,
  LIVE_STATUSES,
  NOT_OVER_STATUSES,
  OPEN_FOR_BETS_STATUSES,
  isFinishedStatus,
  isLiveStatus,
  isNotOverStatus,
  isOpenForBetsStatus,
  type EventStatus,
} from './catalogue/match-status'
export {
  advanceClock,
  clockText,
  countDownClock,
  runningClock,
  type LiveClock,
} from './catalogue/match-clock'

export {
  DEFAULT_PLACEMENT_ERROR_KEY,
  ODDS_CHANGE_ERROR_KEYS,
  OUT_OF_LIMIT_MESSAGE,
  PLACEMENT_ERROR_CODE,
  PLACEMENT_ERROR_MESSAGES,
  type PlacementErrorCode,
  QUICK_BET_BLOCK_KEYS,
  isOddsChangeError,
  placementErrorKey,
} from './errors/catalogue'

export {
  DEFAULT_LOCALE,
  LOCALES,
  RTL_LOCALES,
  isLocale,
  isRtlLocale,
  resolveLocale,
  type Locale,
} from './i18n/locales'
export {
  BASE_PATH,
  DEFAULT_LINK_CONFIG,
  localePrefix,
  sportsLink,
  switchLocaleUrl,
  type LinkConfig,
} from './i18n/links'
export {
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  checkSearchQuery,
  type SearchQueryError,
} from './i18n/text-rules'

export {
  IMAGE_FORMATS,
  IMAGE_QUALITY_BASE,
  IMAGE_WIDTHS,
  imageFormatFor,
  imageQuality,
  imageWidthFor,
  type ImageFormat,
} from './media/images'

export {
  MAX_SELECTIONS,
  PROVIDERS,
  isProvider,
  newSelection,
  selectionId,
  type NewSelection,
  type Provider,
  type SelectionLabels,
  type SlipSelection,
} from './ticket/selection'
export {
  BET_TYPES,
  BONUS_TYPES,
  isBetType,
  isBonusType,
  DEFAULT_MULTI_SINGLE_PROVIDERS,
  DEFAULT_SLIP_RULES,
  emptySlip,
  selectionsOf,
  slipRulesFor,
  type BetType,
  type BonusType,
  type Slip,
  type SlipBet,
  type SlipBonus,
  type SlipRules,
  type StakeSource,
} from './ticket/slip'
export {
  MIN_SYSTEM_SELECTIONS,
  combinationCount,
  elementarySymmetric,
  systemId,
  systemOddsSum,
  systemPotentialWinSubunits,
  systemTypesFor,
  type SystemType,
} from './ticket/system'
export {
  addSelection,
  applyCustomOdds,
  changeBetType,
  changeSystemType,
  reevaluateBet,
  removeSelection,
  toggleSelection,
  type SlipEditError,
} from './ticket/bet-type'
export {
  betCombinations,
  betPotentialWinSubunits,
  betTotalOdds,
  betTotalStakeSubunits,
  slipTotalStakeSubunits,
  stakeForPotentialWin,
} from './ticket/payout'
export {
  changeCurrency,
  isFreebet,
  setBonus,
  setStake,
  setStakeFromPotentialWin,
  type StakeError,
} from './ticket/stake'
export {
  betProblems,
  checkPlaceBets,
  conflictingSelectionIds,
  type BetProblem,
  type PlaceBetsBlock,
} from './ticket/validation'

export {
  BET_RESULT,
  BET_RESULTS,
  BET_STATUSES,
  PAID_BACK_STATUSES,
  SELECTION_RESULTS,
  SETTLED_RESULTS,
  isBetResult,
  isBetStatus,
  isSelectionResult,
  isSettledResult,
  type SettledResult,
  settleAccumulator,
  settleCustomBet,
  settleSystem,
  type BetResult,
  type BetStatus,
  type SelectionResult,
  type SettledSelection,
  type Settlement,
} from './settlement/settlement'
export {
  DEFAULT_BET_LIMIT_UNITS,
  betLimitsFor,
  largestAcceptedStake,
  needsTraderApproval,
  stakeLimitProblem,
  type BetLimitUnits,
  type BetLimits,
  type StakeLimitProblem,
} from './bets/bet-limits'
export {
  parseSystemId,
  placementSlip,
  requestedBetType,
  type PricedLeg,
  type RequestedBet,
} from './bets/placement-slip'
export {
  BET_LIST_FILTERS,
  BET_RESULT_FILTERS,
  isBetListFilter,
  isBetResultFilter,
  resultsOf,
  statusesOf,
  type BetListFilter,
  type BetResultFilter,
} from './bets/bet-filters'
export {
  DEFAULT_CASHOUT_MARGIN_BP,
  cashoutValueSubunits,
  type CashoutSelection,
} from './settlement/cashout'

export {
  ODDS_ACCEPT_MODES,
  acceptOddsChanges,
  applyProviderStatuses,
  cleanUpSlip,
  hasOddsChanges,
  marketKey,
  refreshSelection,
  refreshSlip,
  applyOutcomeQuotes,
  type OutcomeQuote,
  type MarketState,
  type MatchState,
  type OddsAcceptMode,
  type OutcomeState,
} from './selection-refresh/refresh'

export {
  TICKET_STATES,
  initialTicket,
  isPlaced,
  ticketReducer,
  type PlacedBet,
  type TicketError,
  type TicketEvent,
  type TicketNotice,
  type TicketState,
  type TicketStateName,
} from './machines/ticket'
export {
  initialQuickBet,
  quickBetBlock,
  quickBetReducer,
  type QuickBetEvent,
  type QuickBetState,
} from './machines/quick-bet'
export {
  authReducer,
  displayName,
  isLoggedInProfile,
  type AuthEvent,
  type AuthStatus,
  type ProfileIdentity,
} from './machines/auth'
export {
  INITIAL_BET_SLIP_PANEL,
  betSlipPanelReducer,
  type BetSlipPanelEvent,
  type BetSlipPanelState,
  type BetSlipTab,
} from './machines/bet-slip-panel'
export {
  PUSH_RECONNECT_MAX_MS,
  PUSH_RECONNECT_MIN_MS,
  PUSH_TOKEN_RETRY_MAX_MS,
  PUSH_TOKEN_RETRY_MIN_MS,
  backoffDelay,
  tokenRetryDelay,
} from './machines/push-reconnect'

export { chooseBonus, type BonusChoice, type BonusOffer } from './bonuses/bonus-choice'
export {
  comboboostFor,
  settleBoosted,
  type Comboboost,
  type ComboboostRange,
  type ComboboostResult,
} from './bonuses/comboboost'
export {
  FREEBET_TYPES,
  freebetIneligibility,
  freebetPayout,
  isFreebetType,
  type Freebet,
  type FreebetIneligibility,
  type FreebetPayout,
  type FreebetType,
} from './bonuses/freebet'
export {
  BONUS_STATUSES,
  isBonusStatus,
  isStoredBonusState,
  CAMPAIGN_PERIODS,
  STORED_BONUS_STATES,
  bonusPeriodOf,
  bonusStatusAt,
  campaignPeriodAt,
  isUsableBonus,
  type BonusStatus,
  type CampaignPeriod,
  type StoredBonusState,
} from './bonuses/bonus-status'
export {
  advanceProgress,
  countsForProgress,
  type ProgressRange,
  type ProgressStep,
} from './bonuses/freebet-progress'
export {
  contributeToLevel,
  drawDropPoint,
  jackpotContribution,
  playsForJackpot,
  type JackpotLevelRule,
  type LevelStep,
} from './bonuses/jackpot'

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
} from './platform/access'
export {
  applyBalanceChanged,
  applyBetChanged,
  applyCashoutChanged,
  shouldApplyMatchUpdate,
  testProviderOverrides,
  type AccountBalance,
  type ListedBet,
} from './platform/realtime-effects'

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
} from './players/credentials'
export {
  CODE_ATTEMPTS,
  SMS_PER_DAY,
  SMS_RESEND_SECONDS,
  phoneVerificationState,
} from './players/phone-verification'
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
} from './players/limits'
export {
  STATUS_GROUPS,
  SUBUNITS_PER_POINT_UNIT,
  compPoints,
  statusGroupOf,
  type StatusGroupId,
} from './players/loyalty'

export {
  DEFAULT_DEPOSIT_REMIND_AFTER_SECONDS,
  reminderDay,
  shouldRemindDeposit,
  shouldRemindSignUp,
} from './platform/reminders'

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
} from './platform/profile-fields'
export { sameSitePath } from './platform/same-site-path'

export {
  UTC_NAMES,
  addDays,
  canonicalTimeZone,
  dayBounds,
  dayInZone,
  groupByDay,
  isTimeZone,
  nextDay,
} from './time/zoned-day'

export {
  PLAYER_MESSAGE_LOCALES,
  placementMessageId,
  playerMessage,
  type PlayerMessageId,
} from './i18n/player-messages'
