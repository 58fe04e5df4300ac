/** Only a path on this site: `/x`, not `//evil.example`, `/\evil.example` or `https://…`. */
export function isInternalPath(path: string | null): path is string {
  return path !== null && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
}
