/**
 * The one rule for every redirect target a request names (`return_url`, `path`,
 * `return_path`): a path on this site, or `undefined`. An absolute address is accepted only
 * when it is on one of `siteOrigins` (the configured site and its mirrors, never a request's
 * Host), and then becomes its path — relative, so the browser stays on the mirror it is on. Browsers drop tabs and newlines inside URLs and read `\` as `/`, so
 * `/\t/evil.example` or `/\evil.example` would become `//evil.example`: control characters
 * and backslashes are refused outright; what is left is a path only if it starts with exactly
 * one `/` (pure: no URL parser needed once those are gone).
 */
export function sameSitePath(
  target: string | null | undefined,
  siteOrigins: readonly string[] = [],
): string | undefined {
  if (!target || target.length > 2000) return undefined
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return undefined
  const origin = siteOrigins.find((candidate) => target.startsWith(`${candidate}/`))
  const path = target.startsWith('/') ? target : origin && target.slice(origin.length)
  if (!path?.startsWith('/') || path.startsWith('//')) return undefined
  return path
}
