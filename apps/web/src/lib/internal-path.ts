import { sameSitePath } from '@sportsbook/domain'

/** Only a path on this site (the domain's one redirect rule): `/x`, not `//evil.example`. */
export function isInternalPath(path: string | null): path is string {
  return path !== null && sameSitePath(path) === path
}
