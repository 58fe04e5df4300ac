import { connect, type Channel, type ChannelModel } from 'amqplib'
import type { OutgoingMessage } from './write'

export type UofPublisher = {
  send(message: OutgoingMessage): void
  /** Whether it is connected to the broker now (what it sends otherwise is dropped). */
  connected(): boolean
  close(): Promise<void>
}

export type PublisherOptions = {
  /** How long to wait between attempts to connect again after the broker went away. */
  readonly retryMs?: number
  /** Told when the connection is lost and when it is back. */
  readonly onConnection?: (connected: boolean, error?: string) => void
}

/**
 * A producer's side of the feed: declares the topic exchange and publishes messages to it by
 * their routing keys (what `npm run feed:producer` does as a provider would). When the broker
 * goes away it connects again, every `retryMs`; what it sends meanwhile is dropped, as a
 * provider's messages are for a consumer that was not there — the consumer's recovery request
 * brings back what it missed.
 */
export async function startUofPublisher(
  url: string,
  exchange: string,
  options: PublisherOptions = {},
): Promise<UofPublisher> {
  const state: { connection?: ChannelModel; channel?: Channel | undefined; closing: boolean } = {
    closing: false,
  }
  const open = async () => {
    const connection = await connect(url)
    // A lost connection emits 'error' then 'close'; 'close' is where it is opened again.
    connection.on('error', () => undefined)
    connection.on('close', () => {
      state.channel = undefined
      if (!state.closing) {
        options.onConnection?.(false)
        void reopen()
      }
    })
    const channel = await connection.createChannel()
    await channel.assertExchange(exchange, 'topic', { durable: true })
    state.connection = connection
    state.channel = channel
  }
  const reopen = async () => {
    while (!state.closing) {
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1000))
      try {
        await open()
        options.onConnection?.(true)
        return
      } catch (error) {
        options.onConnection?.(false, String(error))
      }
    }
  }
  await open()
  return {
    connected: () => state.channel !== undefined,
    send(message) {
      try {
        state.channel?.publish(exchange, message.routingKey, Buffer.from(message.xml, 'utf8'))
      } catch {
        // The channel closed under it: the connection's 'close' is on its way.
      }
    },
    close: async () => {
      state.closing = true
      await state.connection?.close().catch(() => undefined)
    },
  }
}
