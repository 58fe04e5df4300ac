export * from './broker'
export * from './codes'
export { asciiJson } from './delta'
export {
  DEFAULT_GATEWAY_OPTIONS,
  type GatewayOptions,
  type Namespace,
  type RpcHandler,
} from './gateway-context'
export { PushGateway, type GatewayStats, type PushGatewayConfig } from './gateway'
export { InMemoryPushBroker } from './memory-broker'
export { RedisPushBroker } from './redis-broker'
export { namespaceOf, isPrivateChannel } from './protocol'
export * from './tokens'
export { CentrifugoApi, CentrifugoError, type CentrifugoApiConfig } from './centrifugo'
