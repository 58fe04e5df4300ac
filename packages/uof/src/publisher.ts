import { connect } from 'amqplib'
import type { OutgoingMessage } from './write'

export type UofPublisher = {
  send(message: OutgoingMessage): void
  close(): Promise<void>
}

/**
 * A producer's side of the feed: declares the topic exchange and publishes messages to it by
 * their routing keys (what `npm run feed:producer` does as a provider would).
 */
export async function startUofPublisher(url: string, exchange: string): Promise<UofPublisher> {
  const connection = await connect(url)
  const channel = await connection.createChannel()
  await channel.assertExchange(exchange, 'topic', { durable: true })
  return {
    send(message) {
      channel.publish(exchange, message.routingKey, Buffer.from(message.xml, 'utf8'))
    },
    close: async () => {
      await connection.close()
    },
  }
}
