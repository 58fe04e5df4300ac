import type { BrokerPublication, PushBroker } from './broker'
import type { ClientConnection, Subscriber } from './subscriber'
import type { TokenSecret } from './tokens'

/** What a channel namespace allows (docs/push-protocol.md §5.4, §6). */
export type Namespace = {
  /** History kept per channel, for recovery and the history command. */
  readonly history: { readonly size: number; readonly ttlMs: number }
  /** Fossil deltas offered to subscribers that ask, and publications sent as deltas. */
  readonly delta: boolean
  /** Who is subscribed can be asked (presence, presence_stats), across every node. */
  readonly presence?: boolean
}

export type GatewayOptions = {
  readonly pingIntervalMs: number
  readonly pongTimeoutMs: number
  /** A socket that sends no connect within this time is closed 3502. */
  readonly staleMs: number
  /** Frames above this size are closed 1009 by ws. */
  readonly maxPayloadBytes: number
  readonly channelLimit: number
  /** Bytes waiting to be written to a socket before it is closed 3008 (slow). */
  readonly queueMaxBytes: number
  /**
   * How long a connection holds its pushes to send them together in one frame (0: each at
   * once). Fewer, larger frames cost the server less per message, for at most this much latency.
   */
  readonly writeDelayMs: number
  /** Grace after a token's expiry before the connection (3005) or subscription (2501) ends. */
  readonly expiredCloseDelayMs: number
  readonly commandsPerSecond: number
  readonly commandBurst: number
  readonly recoveryMaxPublications: number
  readonly historyMaxPublications: number
  /** A presence entry lives this long unless its connection renews it (every half of it). */
  readonly presenceTtlMs: number
}

export const DEFAULT_GATEWAY_OPTIONS: GatewayOptions = {
  pingIntervalMs: 25_000,
  pongTimeoutMs: 8_000,
  staleMs: 10_000,
  maxPayloadBytes: 65_536,
  channelLimit: 128,
  queueMaxBytes: 1_048_576,
  writeDelayMs: 0,
  expiredCloseDelayMs: 25_000,
  commandsPerSecond: 50,
  commandBurst: 200,
  recoveryMaxPublications: 300,
  historyMaxPublications: 300,
  presenceTtlMs: 60_000,
}

export type RpcHandler = (data: unknown, context: { readonly user: string }) => Promise<unknown>

export type Log = {
  error(object: object, message: string): void
  warn(object: object, message: string): void
}

export interface Hub {
  /** Resolves once the broker delivers the channel's publications to this node. */
  add(subscriber: Subscriber): Promise<void>
  remove(subscriber: Subscriber): void
}

export interface Encodings {
  /** The push line of a publication for one subscriber (plain, full string or delta). */
  push(publication: BrokerPublication, subscriber: Subscriber): Buffer
  /** Recovered publications in a subscribe reply: plain, or a delta chain. */
  recovered(publications: readonly BrokerPublication[], delta: boolean): unknown[]
  /** A publication in a history reply: always plain JSON data. */
  plainPublication(publication: BrokerPublication): unknown
}

export type GatewayContext = {
  readonly options: GatewayOptions
  readonly namespaces: Readonly<Record<string, Namespace>>
  readonly secret: TokenSecret
  readonly broker: PushBroker
  readonly hub: Hub
  readonly encodings: Encodings
  readonly rpc: Readonly<Record<string, RpcHandler>>
  readonly connections: Set<ClientConnection>
  readonly log: Log
  /** Counted for the node's metrics (`PushGateway.stats`). */
  readonly counters: { publications: number; slowDropped: number }
}
