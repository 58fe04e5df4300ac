import { NextResponse, type NextRequest } from 'next/server'
import { BASE_PATH, localePrefix, resolveLocale } from '@sportsbook/domain'
import { readWebEnv } from './env'
import { linkConfigOf } from './lib/link-config'

const env = readWebEnv()
const links = linkConfigOf(env)
const defaultLocale = links.locales[0] ?? 'en'
/**
 * Who may frame the pages (clickjacking): only this site and the embedded mode's host origins
 * (EMBED_ALLOWED_ORIGINS; `*` lets any page frame it, as the operator chose).
 */
const FRAME_ANCESTORS = `frame-ancestors ${
  env.EMBED_ALLOWED_ORIGINS.includes('*') ? '*' : ["'self'", ...env.EMBED_ALLOWED_ORIGINS].join(' ')
}`

/**
 * The locale is the first path segment and may be omitted for the default locale (spec §2.1).
 * Routes live under `app/[locale]`, so an unprefixed path is rewritten to the default locale;
 * an explicit default prefix redirects to the unprefixed URL so each page has one address
 * (the other way round when the configuration requires the locale in the URL); an alias
 * (`/br/…`, `/pt/…`, `/de-AT/…`) redirects to its locale.
 */
export function proxy(request: NextRequest): NextResponse {
  const response = route(request)
  response.headers.set('content-security-policy', FRAME_ANCESTORS)
  return response
}

function route(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl
  const segments = pathname.split('/')
  const first = segments[1] ?? ''
  const rest = `/${segments.slice(2).join('/')}`.replace(/\/$/, '')

  if (pathname === '/') return redirectTo(request, prefixed(defaultLocale, BASE_PATH))
  if (links.locales.includes(first)) {
    if (first === defaultLocale && !links.localeRequired)
      return redirectTo(request, rest || BASE_PATH)
    if (!rest) return redirectTo(request, prefixed(first, BASE_PATH))
    return NextResponse.next()
  }
  const alias = first.length <= 6 ? resolveLocale(first, links.locales) : undefined
  if (alias) return redirectTo(request, prefixed(alias, rest || BASE_PATH))
  if (links.localeRequired) return redirectTo(request, `/${defaultLocale}${pathname}`)

  const url = request.nextUrl.clone()
  url.pathname = `/${defaultLocale}${pathname}`
  return NextResponse.rewrite(url)
}

function prefixed(locale: string, path: string): string {
  return `${localePrefix(locale, links)}${path}`
}

function redirectTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  // Permanent, with the code spec §8.7 knows (301; 308 is not among its HTTP codes).
  return NextResponse.redirect(url, 301)
}

export const config = {
  // Not the api (server.mjs proxies it), Next's own files, files with an extension,
  // or bench/web-budget's floor page (which exists only in its build).
  matcher: ['/((?!api/|platform/|connection/|fe-api/|image|_next/|budget-floor|.*\\.[\\w]+$).*)'],
}
