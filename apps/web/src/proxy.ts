import { NextResponse, type NextRequest } from 'next/server'
import { DEFAULT_LOCALE, isLocale } from './i18n/locales'

/**
 * The locale is the first path segment and may be omitted for the default locale (spec §2).
 * Routes live under `app/[locale]`, so an unprefixed path is rewritten to the default locale,
 * and an explicit default prefix redirects to the unprefixed URL so each page has one address.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl
  const first = pathname.split('/')[1] ?? ''

  if (pathname === '/') return redirectTo(request, '/sports')
  if (first === DEFAULT_LOCALE)
    return redirectTo(request, pathname.slice(DEFAULT_LOCALE.length + 1) || '/sports')
  if (isLocale(first)) return NextResponse.next()

  const url = request.nextUrl.clone()
  url.pathname = `/${DEFAULT_LOCALE}${pathname}`
  return NextResponse.rewrite(url)
}

function redirectTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  return NextResponse.redirect(url, 308)
}

export const config = {
  // Not the api (proxied by next.config rewrites), Next's own files, or files with an extension.
  matcher: ['/((?!api/|platform/|connection/|_next/|.*\\.[\\w]+$).*)'],
}
