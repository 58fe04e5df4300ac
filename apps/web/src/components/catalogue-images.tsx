import { ICON_SPRITE_URL } from '@/lib/icon-sprite'
import { imageUrl } from '@/lib/image-url'

/**
 * A competitor's logo through the image proxy (decorative: the name is always next to it). A
 * plain `img` with 1x/2x sources: next/image would add about 8 KB gzip to the first load for a
 * small fixed picture the proxy already sizes and encodes.
 */
export function TeamLogo({
  src,
  size,
  className,
}: {
  src: string | null
  size: number
  className?: string | undefined
}) {
  if (!src) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      className={className}
      src={imageUrl(src, size)}
      srcSet={`${imageUrl(src, size)} 1x, ${imageUrl(src, size * 2)} 2x`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      data-logo=""
    />
  )
}

/** A country's flag (ISO 3166 alpha-2) through the image proxy, decorative like the logo. */
export function CountryFlag({
  code,
  className,
}: {
  code: string | null
  className?: string | undefined
}) {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null
  const src = `/fe-api/flags/${code.toLowerCase()}`
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see TeamLogo
    <img
      className={className}
      src={imageUrl(src, 20)}
      srcSet={`${imageUrl(src, 20)} 1x, ${imageUrl(src, 40)} 2x`}
      width={20}
      height={15}
      alt=""
      loading="lazy"
      decoding="async"
      data-flag={code.toLowerCase()}
    />
  )
}

/** A sport's icon from the api's sprite (GET /fe-api/icons.svg, the `sports` set). */
export function SportIcon({
  sportKey,
  className,
}: {
  sportKey: string
  className?: string | undefined
}) {
  return (
    <svg className={className} width="20" height="20" aria-hidden="true" data-sport-icon={sportKey}>
      <use href={`${ICON_SPRITE_URL}#sport-${sportKey}`} />
    </svg>
  )
}
