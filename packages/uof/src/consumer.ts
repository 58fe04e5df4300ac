import { connect, type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib'
import { parseUofMessage, type ParsedUofMessage } from './parse'
import { parseRoutingKey, type RoutingKey } from './routing-key'

// The AMQP side of the Unified Odds Feed (issue 40): a queue of our own, bound to the feed's
// topic exchange, read in order. The queue is exclusive, as UOF's are: it goes with the
// connection, and what was sent while we were away is asked for again by a recovery.

/** One message as it came off the queue, read. */
export type Delivery = {
  readonly routingKey: string
  /** Undefined when the key does not have UOF's eight parts (logged and skipped by the caller). */
  readonly key: RoutingKey | undefined
  readonly parsed: ParsedUofMessage
}

export type ConsumerOptions = {
  /** amqp://user:token@host:port/vhost, or amqps:// for a provider's host. */
  readonly url: string
  /** The feed's topic exchange (UOF: `unifiedfeed`). */
  readonly exchange: string
  /** Routing-key patterns to bind (`#` for everything the exchange routes to us). */
  readonly bindings: readonly string[]
  /** Messages handed over at most at once; each batch is acknowledged after it is handled. */
  readonly batchSize?: number
}

export type UofConsumer = {
  /** Resolves when the connection is closed, by `close()` or by the broker (with its error). */
  readonly closed: Promise<Error | undefined>
  close(): Promise<void>
}

/**
 * Connects, declares our exclusive queue, binds it and hands messages to `handle` in order, in
 * batches of what has arrived (at most `batchSize`): a batch is acknowledged once `handle`
 * resolves, so a crash before then leaves it to the recovery, never half applied and acked.
 * A batch whose handling fails is logged by the caller and requeued for one more try.
 */
export async function startUofConsumer(
  options: ConsumerOptions,
  handle: (batch: readonly Delivery[]) => Promise<void>,
): Promise<UofConsumer> {
  const batchSize = options.batchSize ?? 500
  const connection: ChannelModel = await connect(options.url)
  const closed = new Promise<Error | undefined>((resolve) => {
    let failure: Error | undefined
    connection.on('error', (error: Error) => (failure = error))
    connection.on('close', () => {
      resolve(failure)
    })
  })
  const channel: Channel = await connection.createChannel()
  await channel.assertExchange(options.exchange, 'topic', { durable: true })
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true })
  for (const pattern of options.bindings) await channel.bindQueue(queue, options.exchange, pattern)
  await channel.prefetch(batchSize)

  let waiting: ConsumeMessage[] = []
  let running: Promise<void> | undefined
  const state = { closing: false }
  const closing = () => state.closing
  const drain = () => (running ??= drainAll().finally(() => (running = undefined)))
  const drainAll = async () => {
    while (waiting.length > 0 && !closing()) {
      const messages = waiting.slice(0, batchSize)
      waiting = waiting.slice(messages.length)
      const last = messages[messages.length - 1]
      if (!last) break
      try {
        await handle(
          messages.map((message) => ({
            routingKey: message.fields.routingKey,
            key: parseRoutingKey(message.fields.routingKey),
            parsed: parseUofMessage(message.content.toString('utf8')),
          })),
        )
        channel.ack(last, true)
      } catch {
        // Requeued once: a message that fails again is dropped (the recovery restores state).
        // On a closed channel there is nothing to answer: the broker requeues unacked ones. A
        // channel the broker closed (a restart) throws on ack and nack alike: stop there.
        try {
          if (!closing()) channel.nack(last, true, !last.fields.redelivered)
        } catch {
          break
        }
      }
    }
  }
  const { consumerTag } = await channel.consume(queue, (message) => {
    if (!message) return
    waiting.push(message)
    // Messages that arrive together are handed over together.
    setImmediate(() => void drain())
  })
  return {
    closed,
    close: async () => {
      // No new deliveries; the batch being applied finishes and is acknowledged; then close.
      try {
        await channel.cancel(consumerTag)
        await running
        state.closing = true
        await connection.close()
      } catch {
        state.closing = true
        // Already closed by the broker.
      }
    },
  }
}
