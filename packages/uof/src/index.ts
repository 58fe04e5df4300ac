export {
  MAX_ODDS,
  UOF_MARKET_STATUSES,
  UOF_MESSAGE_SCHEMAS,
  type Factor,
  type UofMessage,
  type UofMessageOf,
  type UofMessageType,
} from './messages'
export { parseUofMessage, type ParsedUofMessage } from './parse'
export { parseRoutingKey, type RoutingKey } from './routing-key'
export {
  mapUofMarket,
  unmappedCounter,
  type MappedMarket,
  type MarketMapping,
  type UnmappedReason,
} from './market-mapping'
export {
  translateUofMessage,
  type MatchResolver,
  type Skipped,
  type Translation,
} from './translate'
export {
  UOF_PRODUCT,
  aliveMessage,
  snapshotCompleteMessage,
  uofMessageOf,
  type MessageContext,
  type OutgoingMessage,
} from './write'
export { startUofConsumer, type ConsumerOptions, type Delivery, type UofConsumer } from './consumer'
export {
  ProducerHealth,
  type DownReason,
  type HealthAction,
  type HealthOptions,
  type ProducerState,
} from './producer-health'
export { startUofPublisher, type UofPublisher } from './publisher'
