import type { NextConfig } from 'next'
import { readWebEnv } from './src/env'

const env = readWebEnv()

/**
 * On every answer of the site (pages, and the api's answers it proxies): no MIME sniffing, no
 * full address in the Referer to other sites, and HSTS when the site is served over https.
 * Pages also get `frame-ancestors` (proxy.ts, from EMBED_ALLOWED_ORIGINS).
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ...(new URL(env.SITE_URL).protocol === 'https:'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
]

const nextConfig: NextConfig = {
  distDir: env.NEXT_DIST_DIR,
  // bench/web-budget builds with BUDGET_FLOOR=1, which adds app/budget-floor (an empty page).
  pageExtensions: env.BUDGET_FLOOR ? ['tsx', 'ts', 'floor.tsx'] : ['tsx', 'ts'],
  // …and source maps, from which it tells what each page's largest modules are.
  productionBrowserSourceMaps: Boolean(env.BUDGET_FLOOR),
  poweredByHeader: false,
  // Scripts and styles from the CDN in front of the site (ASSET_PREFIX), when there is one.
  ...(env.ASSET_PREFIX && { assetPrefix: env.ASSET_PREFIX }),
  // …and proxied images (lib/image-url.ts), in server and browser code.
  env: { NEXT_ASSET_PREFIX: env.ASSET_PREFIX ?? '' },
  reactStrictMode: true,
  // app/[locale]/layout.tsx is the root layout; this page answers paths outside any locale.
  experimental: { globalNotFound: true },
  // Messages are compiled ahead of time (i18n/compiled-messages.ts): use-intl formats them
  // without shipping an ICU parser (decision 158).
  turbopack: {
    resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' },
  },
  transpilePackages: ['@sportsbook/contracts', '@sportsbook/domain', '@sportsbook/words'],
  // The browser tests' build: `npm test` has type-checked everything just before.
  typescript: { ignoreBuildErrors: env.SKIP_BUILD_TYPECHECK },
  headers: () => Promise.resolve([{ source: '/:path*', headers: SECURITY_HEADERS }]),
}

export default nextConfig
