// The baseline every api benchmark is compared with: a Fastify hello-world route.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/hello', () => ({ hello: 'world' }))
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
