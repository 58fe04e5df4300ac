import path from 'node:path'
import { readWebEnv } from '@/env'
import { proxyImage } from '@/lib/image-proxy'

/** GET /image?url=…&w=… — the image proxy (lib/image-proxy.ts). */
export function GET(request: Request): Promise<Response> {
  const env = readWebEnv()
  return proxyImage(request, {
    baseUrl: env.API_ORIGIN,
    allowedOrigins: env.IMAGE_ORIGINS,
    // The web runs from apps/web (npm start, the tests and the standalone server alike).
    publicDir: path.join(process.cwd(), 'public'),
  })
}
