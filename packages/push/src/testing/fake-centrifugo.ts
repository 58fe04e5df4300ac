import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type Publication = { data: unknown; offset: number }

/**
 * Centrifugo's server HTTP API as its documentation describes it (POST /api/<method>, X-API-Key,
 * `{"result"}` or `{"error"}`), served by a small fake: Centrifugo is not a Debian package, so the
 * adapter is tested against this (decision 151). It keeps each channel's publications, answers
 * presence from `present`, and records every call.
 */
export async function startFakeCentrifugo(key: string) {
  const epoch = randomBytes(4).toString('hex')
  const channels = new Map<string, Publication[]>()
  const present = new Map<string, { client: string; user: string }[]>()
  const calls: { method: string; body: Record<string, unknown> }[] = []
  const publish = (channel: string, data: unknown) => {
    const history = channels.get(channel) ?? []
    channels.set(channel, history)
    history.push({ data, offset: history.length + 1 })
    return { offset: history.length, epoch }
  }
  const methods: Record<string, (body: Record<string, unknown>) => unknown> = {
    publish: (body) => publish(String(body.channel), body.data),
    broadcast: (body) => ({
      responses: (body.channels as string[]).map((channel) =>
        channel.startsWith('bad:')
          ? { error: { code: 102, message: 'unknown channel' } }
          : { result: publish(channel, body.data) },
      ),
    }),
    presence: (body) => ({
      presence: Object.fromEntries(
        (present.get(String(body.channel)) ?? []).map((p) => [p.client, p]),
      ),
    }),
    history: (body) => {
      const history = channels.get(String(body.channel)) ?? []
      // Limit 0 answers only the stream's position, as Centrifugo does.
      const limit = Number(body.limit)
      const publications = limit > 0 ? history.slice(-limit) : []
      return { publications, offset: history.length, epoch }
    },
    unsubscribe: () => ({}),
    disconnect: () => ({}),
  }
  const server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      if (request.headers['x-api-key'] !== key) {
        response.writeHead(401).end()
        return
      }
      const method = /^\/api\/(\w+)$/.exec(request.url ?? '')?.[1] ?? ''
      const handler = methods[method]
      if (!handler) {
        response.writeHead(404).end()
        return
      }
      const body = JSON.parse(raw) as Record<string, unknown>
      calls.push({ method, body })
      const reply =
        method === 'publish' && String(body.channel).startsWith('bad:')
          ? { error: { code: 102, message: 'unknown channel' } }
          : { result: handler(body) }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${String(port)}/api`,
    epoch,
    calls,
    channels,
    present,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      }),
  }
}
