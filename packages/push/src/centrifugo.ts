import type { StreamPosition } from './broker'
import { asciiJson } from './delta'

/** Where Centrifugo's server HTTP API answers (`http://centrifugo:8000/api`) and its key. */
export type CentrifugoApiConfig = {
  readonly url: string
  readonly key: string
  /** Each call gives up after this long (default 5 s). */
  readonly timeoutMs?: number
}

/** Centrifugo answered a call with an error of its own (`{"error": {"code", "message"}}`). */
export class CentrifugoError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`centrifugo ${method}: ${String(code)} ${message}`)
  }
}

type Reply<T> = { result?: T; error?: { code: number; message: string } }

/**
 * Centrifugo's server HTTP API (v5/v6: `POST <url>/<method>`, `X-API-Key`, a JSON body), for
 * operators who run Centrifugo as the push tier instead of our gateway (decision 151). The
 * browser's client and our tokens are the same either way: connection and subscription tokens
 * are HS256 JWTs Centrifugo checks with the same secret.
 */
export class CentrifugoApi {
  constructor(private readonly config: CentrifugoApiConfig) {}

  async #call<T>(method: string, body: object): Promise<T> {
    const response = await fetch(`${this.config.url.replace(/\/$/, '')}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.config.key },
      body: asciiJson(body),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 5000),
    })
    if (!response.ok)
      throw new CentrifugoError(method, response.status, `HTTP ${response.statusText}`)
    const reply = (await response.json()) as Reply<T>
    if (reply.error) throw new CentrifugoError(method, reply.error.code, reply.error.message)
    return reply.result ?? ({} as T)
  }

  /** Publishes to one channel (kept in its history as the namespace says); answers its position. */
  async publish(
    channel: string,
    data: unknown,
    options: { readonly delta?: boolean } = {},
  ): Promise<StreamPosition> {
    const result = await this.#call<Partial<StreamPosition>>('publish', {
      channel,
      data,
      ...(options.delta && { delta: true }),
    })
    return { offset: result.offset ?? 0, epoch: result.epoch ?? '' }
  }

  /** The same data to several channels in one call; a channel that failed throws. */
  async broadcast(channels: readonly string[], data: unknown): Promise<StreamPosition[]> {
    const result = await this.#call<{ responses?: Reply<Partial<StreamPosition>>[] }>('broadcast', {
      channels,
      data,
    })
    return (result.responses ?? []).map((reply, index) => {
      if (reply.error)
        throw new CentrifugoError(
          `broadcast to ${channels[index] ?? '?'}`,
          reply.error.code,
          reply.error.message,
        )
      return { offset: reply.result?.offset ?? 0, epoch: reply.result?.epoch ?? '' }
    })
  }

  /** Who is subscribed to a channel now (its namespace must have presence on). */
  async presence(channel: string): Promise<{ client: string; user: string }[]> {
    const result = await this.#call<{
      presence?: Record<string, { client: string; user: string }>
    }>('presence', { channel })
    return Object.values(result.presence ?? {})
  }

  /** A channel's latest publications (at most `limit`) and its current position. */
  async history(
    channel: string,
    limit: number,
  ): Promise<{ publications: { data: unknown; offset: number }[] } & StreamPosition> {
    const result = await this.#call<{
      publications?: { data: unknown; offset?: number }[]
      offset?: number
      epoch?: string
    }>('history', { channel, limit })
    return {
      publications: (result.publications ?? []).map((p) => ({
        data: p.data,
        offset: p.offset ?? 0,
      })),
      offset: result.offset ?? 0,
      epoch: result.epoch ?? '',
    }
  }

  /** Ends a user's subscription to a channel on every Centrifugo node. */
  async unsubscribe(user: string, channel: string): Promise<void> {
    await this.#call('unsubscribe', { user, channel })
  }

  /** Disconnects every connection of a user (their client reconnects with a new token). */
  async disconnect(user: string): Promise<void> {
    await this.#call('disconnect', { user })
  }
}
