import type { RawData } from 'ws'
import type { BrokerPublication, StreamPosition } from './broker'
import type { Disconnect } from './codes'

/**
 * A client connection as the hub and the gateway see it (the Connection class implements it):
 * what they deliver to it and how they end it.
 */
export interface ClientConnection {
  readonly id: string
  readonly user: string | null
  readonly subscriptions: ReadonlyMap<string, Subscriber>
  deliver(subscriber: Subscriber, publication: BrokerPublication): void
  unsubscribe(channel: string, code?: { code: number; reason: string }): void
  close(disconnect: Disconnect): void
}

/** One client subscription as the hub delivers to it. */
export type Subscriber = {
  readonly connection: ClientConnection
  readonly channel: string
  /** Live publications wait here until the subscribe reply has gone (the subscribe race). */
  buffer: BrokerPublication[] | null
  last: StreamPosition
  /** Fossil delta negotiated; `deltaBase` says the client holds the previous payload. */
  readonly delta: boolean
  deltaBase: boolean
  /** Listed in the channel's presence (its namespace has presence on). */
  readonly presence: boolean
  expiry: NodeJS.Timeout | undefined
}

/**
 * What a connection needs of its transport: a WebSocket, or the SSE emulation of one
 * (`SseSocket`, whose commands come in separate requests to the session on this node).
 */
export interface PushSocket {
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown
  on(event: 'close' | 'error', listener: () => void): unknown
  send(data: string | Buffer, options: { binary: boolean }): void
  close(code: number, reason: string): void
  readonly bufferedAmount: number
  readonly emulation?: { readonly session: string; readonly node: string }
}

/** A text frame's content, however ws hands it over (one buffer, fragments, or an array buffer). */
export function frameText(data: RawData): string {
  const bytes = Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data)
  return bytes.toString('utf8')
}
