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
} from './market'

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
} from './match-status'

export {
  advanceClock,
  clockText,
  countDownClock,
  runningClock,
  type LiveClock,
} from './match-clock'
