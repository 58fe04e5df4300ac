import type { TransportEndpoint } from 'centrifuge'
import type { PushConfig } from '@/lib/site-config'

/**
 * The centrifuge client's endpoints for the configured transports, in order: WebSocket at
 * `<endpoint>/websocket`, the SSE fallback at `<endpoint>/sse` with its commands posted to
 * `<endpoint>/emulation`. A path is on this page's origin.
 */
export function pushEndpoints(
  push: PushConfig,
  page: { readonly origin: string },
): { endpoints: TransportEndpoint[]; emulationEndpoint: string } {
  const base = push.endpoint.startsWith('/') ? `${page.origin}${push.endpoint}` : push.endpoint
  const endpoints = push.transports.map((transport): TransportEndpoint =>
    transport === 'websocket'
      ? { transport, endpoint: `${base.replace(/^http/, 'ws')}/websocket` }
      : { transport, endpoint: `${base}/sse` },
  )
  return { endpoints, emulationEndpoint: `${base}/emulation` }
}
