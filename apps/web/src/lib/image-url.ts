/** The image proxy's address of an image at a display width (for `src` and `srcSet`). */
export function imageUrl(source: string, width: number): string {
  return `/image?url=${encodeURIComponent(source)}&w=${String(width)}`
}
