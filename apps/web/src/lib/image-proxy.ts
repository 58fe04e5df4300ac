import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { imageFormatFor, imageQuality, imageWidthFor, type ImageFormat } from '@sportsbook/domain'
import { LRUCache } from 'lru-cache'
import sharp from 'sharp'
import { z } from 'zod'

/** Sources larger than this are refused (a logo or banner is far smaller). */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024
const FETCH_TIMEOUT_MS = 5_000
/** Redirects followed at most, each checked like the first address. */
const MAX_REDIRECTS = 3
/** The only api paths that are images; the proxy never fetches the api's other routes. */
const API_IMAGE_PREFIX = '/fe-api/'
/** The site's own images (its `public/images`: promotion banners), read from disk. */
const SITE_IMAGE_PREFIX = '/images/'
/**
 * What the encoded answers kept in memory may weigh: a crest or flag is about 1 KB, so this
 * keeps some 30,000 of them. They are kept as long as browsers are told to (a day).
 */
const CACHE_BYTES = 32 * 1024 * 1024
const CACHE_TTL_MS = 86_400_000

const CONTENT_TYPE: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

const querySchema = z.object({
  url: z.string().min(1).max(2048),
  w: z.coerce.number().int().min(1).max(4096),
})

export type ImageProxyOptions = {
  /** Where relative sources (`/fe-api/…`) are fetched from: the api. */
  readonly baseUrl: string
  /** Origins absolute sources may come from; the base URL's origin always may. */
  readonly allowedOrigins: readonly string[]
  /** The web app's `public` folder: `/images/…` sources are its files. */
  readonly publicDir?: string
  readonly fetch?: typeof fetch
  /** Encoded answers already made (the server's one by default). */
  readonly cache?: ImageCache
}

type Encoded = { readonly body: Uint8Array; readonly format: ImageFormat }

/** What to encode: a site file (`file`) or a source to fetch, at a width, in a format. */
type Job = {
  readonly file: string | undefined
  readonly source: URL
  readonly width: number
  readonly format: ImageFormat
  readonly options: ImageProxyOptions
}

/** Why an image cannot be answered: the problem's status, field and message. */
class ImageProblem extends Error {
  constructor(
    readonly status: number,
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Encoded answers by format, width and source. A crest encoded for one page view is encoded
 * once, not for every visitor: avif takes ~30 ms of CPU for a 40-pixel crest, and a list of
 * twenty matches shows forty. Requests for an image being encoded wait for that encoding.
 * A failure is not kept: the next request tries again.
 */
export type ImageCache = LRUCache<string, Encoded, Job>

export function createImageCache(maxBytes = CACHE_BYTES): ImageCache {
  return new LRUCache<string, Encoded, Job>({
    maxSize: maxBytes,
    sizeCalculation: (encoded) => Math.max(1, encoded.body.byteLength),
    ttl: CACHE_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => encode(context),
  })
}

const serverCache = createImageCache()

function problem(status: number, field: string, message: string): Response {
  return Response.json({ error: { field, message } }, { status })
}

/**
 * The image proxy of spec §7.2 (GET /image?url=…&w=…): fetches an allowed source, resizes it
 * to a listed width and encodes it in the best format the browser accepts at spec §9.5's
 * qualities (avif 65, webp 70, jpeg 80). Answers are immutable for a day and vary by Accept.
 */
export async function proxyImage(request: Request, options: ImageProxyOptions): Promise<Response> {
  const params = new URL(request.url).searchParams
  const query = querySchema.safeParse({ url: params.get('url'), w: params.get('w') })
  if (!query.success) {
    const field = String(query.error.issues[0]?.path[0] ?? 'url')
    return problem(400, field, `Invalid ${field}: expected url=<image address>&w=<1–4096>`)
  }
  const own = siteImagePath(query.data.url, options.publicDir)
  if (own === null) return problem(403, 'url', 'Not an image of this site')
  let source: URL
  try {
    source = new URL(query.data.url, options.baseUrl)
  } catch {
    return problem(400, 'url', 'Invalid url: not an address')
  }
  if (own === undefined) {
    const refusal = sourceRefusal(source, options)
    if (refusal) return problem(403, 'url', refusal)
  }
  const format = imageFormatFor(request.headers.get('accept') ?? '')
  const width = imageWidthFor(query.data.w)
  let encoded: Encoded | undefined
  try {
    encoded = await (options.cache ?? serverCache).fetch(
      `${format} ${String(width)} ${source.href}`,
      {
        context: { file: own, source, width, format, options },
      },
    )
  } catch (error) {
    if (error instanceof ImageProblem) return problem(error.status, error.field, error.message)
    throw error
  }
  if (!encoded) throw new Error(`the image cache answered nothing for ${source.href}`)
  return new Response(new Uint8Array(encoded.body), {
    headers: {
      'content-type': CONTENT_TYPE[encoded.format],
      'cache-control': 'public, max-age=86400, immutable',
      vary: 'Accept',
    },
  })
}

/** Reads or fetches a job's source and encodes it at its width and format. */
async function encode({ file, source, width, format, options }: Job): Promise<Encoded> {
  let body: Buffer
  if (file !== undefined) {
    try {
      body = await readFile(/* turbopackIgnore: true */ file)
    } catch {
      throw new ImageProblem(404, 'url', 'No such image on this site')
    }
  } else {
    let fetched: Response | string
    try {
      fetched = await fetchFollowingAllowed(source, options)
    } catch {
      throw new ImageProblem(502, 'url', 'The image could not be fetched')
    }
    if (typeof fetched === 'string') throw new ImageProblem(403, 'url', fetched)
    if (!fetched.ok)
      throw new ImageProblem(502, 'url', `The image answered ${String(fetched.status)}`)
    try {
      body = Buffer.from(await fetched.arrayBuffer())
    } catch {
      throw new ImageProblem(502, 'url', 'The image could not be fetched')
    }
  }
  if (body.length > MAX_SOURCE_BYTES) throw new ImageProblem(502, 'url', 'The image is too large')
  try {
    const output = await sharp(body)
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, { quality: imageQuality(format) })
      .toBuffer()
    return { body: output, format }
  } catch {
    throw new ImageProblem(502, 'url', 'The source is not an image')
  }
}

/**
 * The file of a `/images/…` source in the site's public folder; null for one that leaves the
 * folder (`/images/../…`); undefined when the source is not the site's own image.
 */
function siteImagePath(url: string, publicDir: string | undefined): string | null | undefined {
  if (!publicDir || !url.startsWith(SITE_IMAGE_PREFIX)) return undefined
  const folder = path.resolve(publicDir, 'images')
  const file = path.resolve(publicDir, `.${decodeURIComponent(new URL(url, 'http://x').pathname)}`)
  return file.startsWith(`${folder}${path.sep}`) ? file : null
}

/**
 * Why the proxy will not fetch `source`, or undefined: its origin must be the api's or an
 * allowed one, and on the api only the image paths (an /image?url= of a private route would
 * otherwise be fetched from inside, past whatever guards the api's edge).
 */
function sourceRefusal(source: URL, options: ImageProxyOptions): string | undefined {
  const api = new URL(options.baseUrl).origin
  if (source.origin === api)
    return source.pathname.startsWith(API_IMAGE_PREFIX)
      ? undefined
      : `Only images of the api (${API_IMAGE_PREFIX}…) are proxied`
  if (!options.allowedOrigins.includes(source.origin))
    return `Images from ${source.origin} are not allowed (IMAGE_ORIGINS)`
  return undefined
}

/** Fetches, following a redirect only to an address the proxy would fetch itself. */
async function fetchFollowingAllowed(
  first: URL,
  options: ImageProxyOptions,
): Promise<Response | string> {
  let source = first
  for (let hop = 0; ; hop += 1) {
    // eslint-disable-next-line no-restricted-globals -- an image source, not an api call
    const response = await (options.fetch ?? fetch)(source, {
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) return response
    if (hop >= MAX_REDIRECTS) return 'The image redirects too often'
    source = new URL(location, source)
    const refusal = sourceRefusal(source, options)
    if (refusal) return `The image redirects elsewhere: ${refusal}`
  }
}
