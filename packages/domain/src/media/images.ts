/** Spec §9: image quality base 80; AVIF at 81.25 % of it, WebP at 87.5 %. */
export const IMAGE_QUALITY_BASE = 80
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

const QUALITY_SHARE: Readonly<Record<ImageFormat, number>> = {
  avif: 0.8125,
  webp: 0.875,
  jpeg: 1,
}

/** The encoder quality of a format: avif 65, webp 70, jpeg 80. */
export function imageQuality(format: ImageFormat): number {
  return Math.round(IMAGE_QUALITY_BASE * QUALITY_SHARE[format])
}

/** The best format a browser's `Accept` header takes: avif, then webp, else jpeg. */
export function imageFormatFor(accept: string): ImageFormat {
  if (/\bimage\/avif\b/.test(accept)) return 'avif'
  if (/\bimage\/webp\b/.test(accept)) return 'webp'
  return 'jpeg'
}

/**
 * The widths the image proxy makes: a fixed set, so a cache holds a few copies of an image
 * rather than one per requested pixel width.
 */
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 828, 1080, 1200, 1920] as const

/** The smallest listed width at least `width` wide (the largest when none is). */
export function imageWidthFor(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width
}
