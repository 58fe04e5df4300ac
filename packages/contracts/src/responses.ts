/**
 * The schema of every answer the api client reads, by name: `request(path, 'betsResponseSchema')`.
 * Only a client that checks answers imports this module (the Next server and the tests, through
 * `createCheckedRequest`); the browser's request names them as types and builds none (decision 170).
 */
export {
  betsResponseSchema,
  cashoutResponseSchema,
  customBetMarketsResponseSchema,
  customOddsResponseSchema,
  maxStakeResponseSchema,
  placeBetsResponseSchema,
  shareResponseSchema,
  sharedBetsResponseSchema,
} from './bets'
export {
  bonusCampaignsResponseSchema,
  bonusResponseSchema,
  bonusTermsResponseSchema,
  bonusesResponseSchema,
  freebetProgressResponseSchema,
  markedAsSeenResponseSchema,
  slipBonusesResponseSchema,
} from './bonuses'
export {
  categoriesResponseSchema,
  categoryResponseSchema,
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
  tournamentResponseSchema,
  tournamentsResponseSchema,
  videoResponseSchema,
} from './catalogue'
export {
  jackpotHitsResponseSchema,
  jackpotResponseSchema,
  jackpotsResponseSchema,
  slipJackpotsResponseSchema,
} from './jackpots'
export { notificationCountersResponseSchema, notificationsResponseSchema } from './notifications'
export {
  accountsResponseSchema,
  activityTrackedSchema,
  chatUserResponseSchema,
  compPointsSchema,
  confirmedSchema,
  depositSchema,
  depositStartedSchema,
  linkSentSchema,
  passwordUpdatedSchema,
  phoneStateSchema,
  playerProfileSchema,
  pushAuthorizeResponseSchema,
  pushTokenSchema,
  quickDepositSchema,
  settingsResponseSchema,
  signUpResponseSchema,
  signedOutSchema,
  sportsbookSessionSchema,
  statusGroupsResponseSchema,
  switchCurrencyResponseSchema,
  unlockedSchema,
  updateLocaleResponseSchema,
  userLimitSchema,
  userLimitsResponseSchema,
} from './players'
export { voteResponseSchema } from './predictions'
export { launchResponseSchema } from './products'
export { systemDataSchema } from './system'
export { tournamentRatingResponseSchema } from './tournament-rating'
export { apiErrorSchema } from './api-error'
