import { readWebEnv } from '@/env'
import { proxyImage } from '@/lib/image-proxy'

/** GET /image?url=…&w=… — the image proxy (lib/image-proxy.ts). */
export function GET(request: Request): Promise<Response> {
  const env = readWebEnv()
  return proxyImage(request, { baseUrl: env.API_ORIGIN, allowedOrigins: env.IMAGE_ORIGINS })
}
