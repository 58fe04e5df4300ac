// The baselines every api benchmark is compared with: a Fastify hello-world route, and the same
// Fastify sending `size` bytes it holds in memory (what the load generator alone can take of an
// answer that big: `bench/api-catalogue` compares its cached answers with it).
import { randomBytes } from 'node:crypto'
import Fastify from 'fastify'

const blobs = new Map<number, Buffer>()
const app = Fastify({ logger: false })
app.get('/hello', () => ({ hello: 'world' }))
app.get<{ Params: { size: string } }>('/bytes/:size', (request, reply) => {
  const size = Math.min(Number(request.params.size) || 0, 1 << 20)
  let blob = blobs.get(size)
  if (!blob) blobs.set(size, (blob = randomBytes(size)))
  return reply.type('application/octet-stream').send(blob)
})
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
