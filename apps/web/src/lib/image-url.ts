/**
 * The CDN in front of the site (ASSET_PREFIX, validated in env.ts), or '' when the site serves
 * its own images. next.config.ts writes it into the build, server and browser code alike.
 */
// eslint-disable-next-line no-restricted-syntax -- inlined by next.config.ts `env` at build time
const ASSET_PREFIX = process.env.NEXT_ASSET_PREFIX ?? ''

/** The image proxy's address of an image at a display width (for `src` and `srcSet`). */
export function imageUrl(source: string, width: number): string {
  return `${ASSET_PREFIX}/image?url=${encodeURIComponent(source)}&w=${String(width)}`
}
