export type CookieOptions = {
  readonly maxAgeDays: number
  readonly sameSite?: 'Lax' | 'Strict' | 'None'
  /** SameSite=None needs Secure; browsers treat http://localhost as secure too. */
  readonly secure?: boolean
}

const DAY_SECONDS = 86_400

/** A `document.cookie` assignment: `name=value; Path=/; Max-Age=…; SameSite=…[; Secure]`. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.round(options.maxAgeDays * DAY_SECONDS)}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ]
  if (options.secure || options.sameSite === 'None') parts.push('Secure')
  return parts.join('; ')
}

/** One cookie's value from a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...rest] = pair.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** Sets a cookie in the browser. */
export function writeCookie(name: string, value: string, options: CookieOptions): void {
  document.cookie = serializeCookie(name, value, options)
}
