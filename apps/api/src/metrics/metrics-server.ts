import { createServer, type Server } from 'node:http'
import type { ApiMetrics } from './api-metrics'

/**
 * The node's metrics on a port of their own (METRICS_PORT), apart from the players' traffic: a
 * balancer in front of the api never exposes them.
 */
export async function serveMetrics(
  metrics: ApiMetrics,
  address: { readonly host: string; readonly port: number },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text)
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(address.port, address.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}
