/** A position in a channel's stream: offsets start at 1 and restart with a new epoch. */
export type StreamPosition = { readonly offset: number; readonly epoch: string }

/** A publication as every node receives it; `data` is the exact JSON text sent to clients. */
export type BrokerPublication = {
  readonly channel: string
  readonly offset: number
  readonly epoch: string
  readonly data: string
  /** The channel's previous payload, so any node can build a delta without a round trip. */
  readonly prev: string | null
  /** The publisher asked for delta compression. */
  readonly delta: boolean
}

/** Who a presence entry is: the protocol's ClientInfo. */
export type ClientInfo = { readonly user: string; readonly client: string }

/**
 * Commands between nodes: sign a user out everywhere, or an SSE client's emulated command for
 * the node that holds its stream (it may have posted to any node behind a load balancer).
 */
export type ControlMessage =
  | { readonly type: 'sign_out'; readonly user: string }
  | {
      readonly type: 'emulation'
      readonly node: string
      readonly session: string
      readonly data: string
    }

export type HistoryOptions = { readonly size: number; readonly ttlMs: number }

export type HistoryQuery = {
  readonly since?: StreamPosition | undefined
  /** 0: only the top; -1: everything kept (capped by the caller). */
  readonly limit: number
  readonly reverse?: boolean | undefined
  /**
   * Make the stream now if it has none, so the epoch answered holds: for the server's own
   * snapshots (a client will subscribe from that position), never for a client's request.
   */
  readonly keep?: boolean | undefined
}

/**
 * What a push node needs from the fabric between nodes (docs/push-protocol.md §8.2): ordered
 * publications with history per channel, delivered to every node that subscribed the channel.
 * `InMemoryPushBroker` serves one process; `RedisPushBroker` many.
 */
export interface PushBroker {
  publish(
    channel: string,
    data: string,
    options: { readonly history: HistoryOptions; readonly delta: boolean },
  ): Promise<StreamPosition>
  /** This node starts receiving the channel's publications; resolves once it does. */
  subscribe(channel: string): Promise<void>
  unsubscribe(channel: string): Promise<void>
  /** Publications after `since` (or before it, reversed) and the stream top. */
  history(
    channel: string,
    query: HistoryQuery,
  ): Promise<{ publications: BrokerPublication[]; top: StreamPosition }>
  /** Records (or renews) a subscriber in a channel's presence until `ttlMs` from now. */
  addPresence(channel: string, info: ClientInfo, ttlMs: number): Promise<void>
  removePresence(channel: string, client: string): Promise<void>
  /** Every live presence entry of a channel, by client id, from all nodes. */
  presence(channel: string): Promise<Record<string, ClientInfo>>
  /** Sends a command to every node, this one included (sign a user out everywhere). */
  publishControl(message: ControlMessage): Promise<void>
  /** Where control messages arrive. */
  onControl(handler: (message: ControlMessage) => void): void
  /** Where this node's publications arrive. */
  onPublication(handler: (publication: BrokerPublication) => void): void
  close(): Promise<void>
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** A new stream incarnation's epoch: 8 random letters, as Centrifuge does. */
export function newEpoch(): string {
  let epoch = ''
  for (let i = 0; i < 8; i += 1) epoch += LETTERS.charAt(Math.floor(Math.random() * LETTERS.length))
  return epoch
}

/** Picks the page of a stream's kept publications that a history query asks for. */
export function pageOf(
  kept: readonly BrokerPublication[],
  query: HistoryQuery,
): BrokerPublication[] {
  if (query.limit === 0) return []
  const since = query.since?.offset ?? (query.reverse ? Number.POSITIVE_INFINITY : 0)
  const page = query.reverse
    ? kept.filter((p) => p.offset < since).reverse()
    : kept.filter((p) => p.offset > since)
  return query.limit > 0 ? page.slice(0, query.limit) : page
}
