import { randomUUID } from 'node:crypto'
import { PUSH_CHANNELS, type PlacementSelection } from '@sportsbook/contracts'
import { Centrifuge } from 'centrifuge'
import type { Kysely } from 'kysely'
import WebSocket from 'ws'
import type { Database } from '../../db/schema'
import { openAccount, postEntry } from '../../ledger/ledger'
import { insertPlayer } from '../../players/players-repo'
import { hashPassword } from '../../players/secrets'
import { openSelections } from '../bets'
import { subscribed } from '../push-client'

/** A player signed in over HTTP, as a browser holds it. */
export type HttpPlayer = { readonly id: string; readonly cookie: string; readonly csrf: string }

/** A confirmed player holding `balance` subunits of EUR, signed in at `origin`. */
export async function httpPlayer(
  db: Kysely<Database>,
  origin: string,
  balance = 100_00,
): Promise<HttpPlayer> {
  const id = randomUUID()
  const email = `${id}@players.test`
  await insertPlayer(db, {
    id,
    email,
    password_hash: await hashPassword('pass word 123'),
    country: 'DK',
    currency: 'EUR',
    terms_version: '1',
    confirmed_at: new Date().toISOString(),
  })
  const accountId = await openAccount(db, id, 'EUR')
  await postEntry(db, { accountId, amount: balance, kind: 'deposit', reference: 'test' })
  const response = await fetch(`${origin}/platform/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'pass word 123' }),
  })
  if (response.status !== 200) throw new Error(`sign-in failed: ${await response.text()}`)
  const body = (await response.json()) as { csrf_token: string }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { id, cookie, csrf: body.csrf_token }
}

/** A player's call at `origin`: a GET, or a POST of `body`. */
export async function callAs(
  origin: string,
  as: HttpPlayer,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: as.cookie,
      'x-csrf-token': as.csrf,
      ...headers,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  }
}

export type PlayerPage = {
  /** What the page was pushed on the player's channel, oldest first. */
  readonly pushed: readonly { readonly type?: string; readonly [key: string]: unknown }[]
  close(): void
}

/** The player's page connected to `origin` (one node, say), on their own channel. */
export async function playerPage(origin: string, player: HttpPlayer): Promise<PlayerPage> {
  const auth = await callAs(origin, player, '/api/v2/websocket/authorize', {
    channels: [PUSH_CHANNELS.player(player.id)],
  })
  const [channel] = auth.body.channels as { channel: string; token: string }[]
  if (!channel) throw new Error(`no channel token: ${JSON.stringify(auth.body)}`)
  const { token } = (await callAs(origin, player, '/api/v2/websocket/token', {})).body
  const page = await subscribed(origin, String(token), channel.channel, channel.token)
  return {
    pushed: page.pushed as PlayerPage['pushed'],
    close() {
      page.close()
    },
  }
}

export type PlacementLoad = {
  /** Ends the load; answers what it did. */
  stop(): Promise<{
    /** Bets the api said it placed (200), by id. */
    readonly acknowledged: readonly string[]
    /** Placements answered with a refusal (a price moved, say), by code: nothing placed or lost. */
    readonly refused: Readonly<Record<string, number>>
    /** Placements asked again, with the same idempotency key, after no answer or a 5xx. */
    readonly retried: number
  }>
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `count` open pre-match selections, once the feed has them: a node that restarted marks its
 * feed's producers down and their markets suspended until they recover, which on a slow
 * machine outlasts the drill before.
 */
export async function pricedSelections(
  db: Kysely<Database>,
  count: number,
  waitMs = 30_000,
): Promise<PlacementSelection[]> {
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      return await openSelections(db, count)
    } catch (error) {
      if (Date.now() > deadline) throw error
    }
    await pause(200)
  }
}

/**
 * `players` players placing €1 singles on open pre-match selections through `origin` as fast as
 * they are answered. A placement that gets no answer (its node died) or a 5xx is asked again with
 * the same Idempotency-Key until it is answered, as a client must: its outcome then is known.
 */
export async function placementLoad(
  db: Kysely<Database>,
  origin: string,
  players: number,
): Promise<PlacementLoad> {
  const selections = await pricedSelections(db, 20)
  const signedIn = await Promise.all(
    Array.from({ length: players }, () => httpPlayer(db, origin, 1_000_00)),
  )
  const acknowledged: string[] = []
  const refused: Record<string, number> = {}
  let retried = 0
  let running = true
  const place = async (player: HttpPlayer, n: number) => {
    const key = randomUUID()
    const selection = selections[n % selections.length]
    const body = { bets: [{ stake: { subunits: 1_00, currency: 'EUR' }, selections: [selection] }] }
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const answer = await callAs(origin, player, '/api/v3/bets', body, {
        'idempotency-key': key,
      }).catch(() => undefined)
      if (answer && answer.status < 500) {
        if (answer.status === 200)
          acknowledged.push(...(answer.body.data as { betId: string }[]).map((b) => b.betId))
        else {
          const code = String((answer.body.error as { code?: string } | undefined)?.code)
          refused[code] = (refused[code] ?? 0) + 1
        }
        return
      }
      retried += 1
      await pause(100)
    }
    throw new Error(`placement ${key} was never answered`)
  }
  const loops = signedIn.map(async (player, index) => {
    for (let n = index; running; n += players) await place(player, n)
  })
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      return { acknowledged, refused, retried }
    },
  }
}

export type PushWatcher = {
  /** Per client: its connections so far, how each resubscription recovered, what it got. */
  readonly clients: readonly {
    connects: number
    resubscribed: { recovered: boolean }[]
    publications: number
  }[]
  close(): void
}

/** `count` visitors' pages on the public updates through `origin`, with the real client. */
export async function pushWatchers(origin: string, count: number): Promise<PushWatcher> {
  const clients = Array.from({ length: count }, () => ({
    connects: 0,
    resubscribed: [] as { recovered: boolean }[],
    publications: 0,
  }))
  const centrifuges = await Promise.all(
    clients.map(async (state) => {
      const client = new Centrifuge(`${origin.replace('http', 'ws')}/connection/websocket`, {
        websocket: WebSocket,
        getToken: async () => {
          const response = await fetch(`${origin}/api/v2/websocket/token`, { method: 'POST' })
          return ((await response.json()) as { token: string }).token
        },
        minReconnectDelay: 100,
        maxReconnectDelay: 1000,
      })
      client.on('connected', () => (state.connects += 1))
      const sub = client.newSubscription(PUSH_CHANNELS.publicUpdates)
      sub.on('publication', () => (state.publications += 1))
      sub.on('subscribed', (ctx) => {
        if (ctx.wasRecovering) state.resubscribed.push({ recovered: ctx.recovered })
      })
      const subscribed = new Promise((resolve) => sub.once('subscribed', resolve))
      sub.subscribe()
      client.connect()
      await subscribed
      return client
    }),
  )
  return {
    clients,
    close() {
      for (const client of centrifuges) client.disconnect()
    },
  }
}
