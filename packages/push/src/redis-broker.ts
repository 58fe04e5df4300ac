import { Redis } from 'ioredis'
import {
  newEpoch,
  pageOf,
  type BrokerPublication,
  type ClientInfo,
  type ControlMessage,
  type HistoryOptions,
  type HistoryQuery,
  type PushBroker,
  type StreamPosition,
} from './broker'

/** Stream meta (epoch and top offset) outlives the history itself, as in Centrifuge. */
const META_TTL_SECONDS = 30 * 24 * 3600

/**
 * One script assigns the offset, appends to the history stream and publishes to every node,
 * so offsets are totally ordered per channel and always agree with history. The previous
 * payload travels with each publication so any node can build a fossil delta.
 * KEYS: stream, meta. ARGV: payload, history size, history ttl (s), pub/sub channel,
 * a fresh epoch (used if the stream has none), meta ttl (s), delta flag.
 */
const PUBLISH = `
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = ARGV[5]
  redis.call('hset', KEYS[2], 'e', epoch)
end
local offset = redis.call('hincrby', KEYS[2], 's', 1)
local prev = false
local last = redis.call('xrevrange', KEYS[1], '+', '-', 'COUNT', 1)
if last[1] then prev = last[1][2][4] end
redis.call('xadd', KEYS[1], 'MAXLEN', ARGV[2], '*', 'o', offset, 'd', ARGV[1])
redis.call('expire', KEYS[1], ARGV[3])
redis.call('expire', KEYS[2], ARGV[6])
local message = cjson.encode({ o = offset, e = epoch, d = ARGV[1], p = prev, x = ARGV[7] == '1' })
redis.call('publish', ARGV[4], message)
return { offset, epoch }
`

/**
 * The stream top (creating the epoch on a subscriber's first touch, so its subscribe reply
 * carries the epoch publications will have) and, when asked, every kept publication.
 * KEYS: stream, meta. ARGV: fresh epoch, meta ttl, whether to read the stream, whether to keep
 * a new epoch.
 */
const HISTORY = `
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = ARGV[1]
  if ARGV[4] == '1' then
    redis.call('hset', KEYS[2], 'e', epoch)
    redis.call('expire', KEYS[2], ARGV[2])
  end
end
local top = tonumber(redis.call('hget', KEYS[2], 's') or '0')
local entries = {}
if ARGV[3] == '1' then entries = redis.call('xrange', KEYS[1], '-', '+') end
return { epoch, top, entries }
`

/**
 * Presence as in Centrifuge: a sorted set of client ids scored by expiry and a hash of their
 * info. Reading drops the expired entries first. KEYS: zset, hash. ARGV: now (ms).
 */
const PRESENCE = `
local expired = redis.call('zrangebyscore', KEYS[1], '-inf', ARGV[1])
if #expired > 0 then
  redis.call('zremrangebyscore', KEYS[1], '-inf', ARGV[1])
  redis.call('hdel', KEYS[2], unpack(expired))
end
return redis.call('hgetall', KEYS[2])
`

type Message = { o: number; e: string; d: string; p: string | false; x: boolean }
type Entry = [id: string, fields: string[]]

/**
 * The broker of several api nodes sharing one Redis (REDIS_URL): publications go through
 * Redis pub/sub to every node that has subscribers of the channel; history lives in Redis
 * streams. One connection for commands, one for this node's subscriptions. A publication lost
 * while the subscriber connection reconnects shows as an offset gap, and the gateway's
 * positioning makes the client recover it from history.
 */
export class RedisPushBroker implements PushBroker {
  readonly #commands: Redis
  readonly #subscriber: Redis
  /** Channels this node subscribes to. */
  readonly #subscribed = new Set<string>()
  readonly #prefix: string
  #handler: (publication: BrokerPublication) => void = () => undefined
  #control: (message: ControlMessage) => void = () => undefined
  readonly #controlSubscribed: Promise<unknown>

  constructor(url: string, options: { prefix?: string; onError?: (error: Error) => void } = {}) {
    this.#prefix = options.prefix ?? 'sportsbook'
    const onError = options.onError ?? (() => undefined)
    this.#commands = new Redis(url, { protocol: 2 })
    this.#subscriber = new Redis(url, { protocol: 2 })
    this.#commands.on('error', onError)
    this.#subscriber.on('error', onError)
    const clientPrefix = `${this.#prefix}.client.`
    const controlChannel = `${this.#prefix}.control`
    this.#controlSubscribed = this.#subscriber.subscribe(controlChannel)
    this.#subscriber.on('message', (pubsubChannel: string, text: string) => {
      if (pubsubChannel === controlChannel) {
        this.#control(JSON.parse(text) as ControlMessage)
        return
      }
      const message = JSON.parse(text) as Message
      this.#handler({
        channel: pubsubChannel.slice(clientPrefix.length),
        offset: message.o,
        epoch: message.e,
        data: message.d,
        prev: message.p === false ? null : message.p,
        delta: message.x,
      })
    })
  }

  #keys(channel: string): [stream: string, meta: string] {
    return [`${this.#prefix}.stream.${channel}`, `${this.#prefix}.stream.meta.${channel}`]
  }

  async publish(
    channel: string,
    data: string,
    options: { history: HistoryOptions; delta: boolean },
  ): Promise<StreamPosition> {
    const [offset, epoch] = (await this.#commands.eval(
      PUBLISH,
      2,
      ...this.#keys(channel),
      data,
      options.history.size,
      Math.max(1, Math.ceil(options.history.ttlMs / 1000)),
      `${this.#prefix}.client.${channel}`,
      newEpoch(),
      META_TTL_SECONDS,
      options.delta ? '1' : '0',
    )) as [number, string]
    return { offset, epoch }
  }

  async subscribe(channel: string): Promise<void> {
    this.#subscribed.add(channel)
    await this.#subscriber.subscribe(`${this.#prefix}.client.${channel}`)
  }

  async unsubscribe(channel: string): Promise<void> {
    this.#subscribed.delete(channel)
    await this.#subscriber.unsubscribe(`${this.#prefix}.client.${channel}`)
  }

  async history(
    channel: string,
    query: HistoryQuery,
  ): Promise<{ publications: BrokerPublication[]; top: StreamPosition }> {
    const [epoch, offset, entries] = (await this.#commands.eval(
      HISTORY,
      2,
      ...this.#keys(channel),
      newEpoch(),
      META_TTL_SECONDS,
      query.limit === 0 ? '0' : '1',
      // Only a channel subscribed here (or a server snapshot's) fixes its epoch now: any client
      // may name any channel, and a history request must not leave a key behind for a month.
      this.#subscribed.has(channel) || query.keep ? '1' : '0',
    )) as [string, number, Entry[]]
    const kept = entries.map(([, fields]): BrokerPublication => {
      const field = (name: string) => fields[fields.indexOf(name) + 1] ?? ''
      return {
        channel,
        offset: Number(field('o')),
        epoch,
        data: field('d'),
        prev: null,
        delta: false,
      }
    })
    return { publications: pageOf(kept, query), top: { offset, epoch } }
  }

  #presenceKeys(channel: string): [zset: string, hash: string] {
    return [
      `${this.#prefix}.presence.expire.${channel}`,
      `${this.#prefix}.presence.data.${channel}`,
    ]
  }

  async addPresence(channel: string, info: ClientInfo, ttlMs: number): Promise<void> {
    const [zset, hash] = this.#presenceKeys(channel)
    const seconds = Math.ceil(ttlMs / 1000)
    await this.#commands
      .multi()
      .zadd(zset, Date.now() + ttlMs, info.client)
      .hset(hash, info.client, JSON.stringify(info))
      .expire(zset, seconds)
      .expire(hash, seconds)
      .exec()
  }

  async removePresence(channel: string, client: string): Promise<void> {
    const [zset, hash] = this.#presenceKeys(channel)
    await this.#commands.multi().zrem(zset, client).hdel(hash, client).exec()
  }

  async presence(channel: string): Promise<Record<string, ClientInfo>> {
    const flat = (await this.#commands.eval(
      PRESENCE,
      2,
      ...this.#presenceKeys(channel),
      Date.now(),
    )) as string[]
    const live: Record<string, ClientInfo> = {}
    for (let i = 0; i + 1 < flat.length; i += 2)
      live[flat[i] ?? ''] = JSON.parse(flat[i + 1] ?? '{}') as ClientInfo
    return live
  }

  async publishControl(message: ControlMessage): Promise<void> {
    await this.#controlSubscribed
    await this.#commands.publish(`${this.#prefix}.control`, JSON.stringify(message))
  }

  onControl(handler: (message: ControlMessage) => void): void {
    this.#control = handler
  }

  onPublication(handler: (publication: BrokerPublication) => void): void {
    this.#handler = handler
  }

  async close(): Promise<void> {
    await Promise.all([this.#commands.quit(), this.#subscriber.quit()])
  }
}
