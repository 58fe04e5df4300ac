import type { z } from 'zod'
import type { ApiError } from './api-error'
import type { SortKey } from './catalogue'
import { MAX_PAGE_SIZE } from './page-sizes'
import type { Pagination } from './pagination'
import type * as responseSchemas from './responses'

/** The schema of each answer, by name (`responses.ts`). */
export type ResponseSchemas = typeof responseSchemas
export type ResponseName = Exclude<keyof ResponseSchemas, 'apiErrorSchema'>

/** A query value as the client takes it; arrays travel comma-separated, as the api parses them. */
type QueryValue =
  string | number | boolean | readonly (string | number)[] | readonly SortKey[] | undefined
export type Query = Readonly<Record<string, QueryValue>>

export type ApiClientOptions = {
  /** Origin and prefix of the api: '' in the browser (same origin), the api's origin on the server. */
  readonly baseUrl: string
  /** Sent as Accept-Language; the api names everything in it. */
  readonly locale: string
  readonly fetch?: typeof fetch
  readonly headers?: Readonly<Record<string, string>>
  /**
   * The answers' schemas: given, every answer is parsed with its own before it is returned (the
   * Next server, the tests: `createCheckedRequest`). The browser's request is built without
   * them: the api serializes every answer through the same schema, and building them all costs
   * a phone's first load ~35 KB of zod and ~100 ms of CPU (decision 170).
   */
  readonly responses?: ResponseSchemas
}

/** A non-2xx answer: its status and, when the body is the api's error shape, that error. */
export class ApiRequestError extends Error {
  readonly status: number
  readonly error: ApiError['error'] | undefined
  /** What error reports carry (spec §8.4): the response's URL and the request that got it. */
  readonly url: string
  readonly request: { readonly method: string; readonly body: unknown }
  /** The whole answer, for calls whose errors carry more than the envelope (a placement). */
  readonly body: unknown

  constructor(
    status: number,
    error: ApiError['error'] | undefined,
    url: string,
    request: { readonly method: string; readonly body: unknown } = {
      method: 'GET',
      body: undefined,
    },
    body?: unknown,
  ) {
    super(error ? `${error.code}: ${error.message}` : `HTTP ${status} from ${url}`)
    this.name = 'ApiRequestError'
    this.status = status
    this.error = error
    this.url = url
    this.request = request
    this.body = body
  }
}

function encodeValue(value: Exclude<QueryValue, undefined>): string {
  if (typeof value !== 'object') return String(value)
  return value
    .map((item: string | number | SortKey) =>
      typeof item === 'object' ? `${item.field}:${item.direction}` : String(item),
    )
    .join(',')
}

export function queryString(query: Query | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, encodeValue(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

type Page<T> = { data: T[]; pagination: Pagination }

/**
 * Every item of a paged list: pages of 500 until `last_page` (spec §7.1's fetch-all helper).
 * `fetchPage(page, limit)` loads one page.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
): Promise<T[]> {
  const first = await fetchPage(1, MAX_PAGE_SIZE)
  const items = [...first.data]
  for (let page = 2; page <= first.pagination.last_page; page += 1) {
    items.push(...(await fetchPage(page, MAX_PAGE_SIZE)).data)
  }
  return items
}

/**
 * The one call every client method makes: sends the request with the locale and the options'
 * headers, answers a 2xx answer's body as the named schema's output (parsed with it when the
 * client has the schemas), and throws ApiRequestError for any other.
 */
export function createRequest(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch
  const { responses } = options
  return async function request<K extends ResponseName>(
    path: string,
    response: K,
    init: {
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
      query?: Query | undefined
      body?: unknown
      signal?: AbortSignal | undefined
      headers?: Readonly<Record<string, string>>
    } = {},
  ): Promise<z.output<ResponseSchemas[K]>> {
    const url = `${options.baseUrl}${path}${queryString(init.query)}`
    const answer = await doFetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'accept-language': options.locale,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
      // A write outlives the page that made it (a star clicked just before leaving the page).
      ...((init.method ?? 'GET') === 'GET' ? {} : { keepalive: true }),
    })
    const body: unknown = await answer.json().catch(() => undefined)
    if (!answer.ok) {
      throw new ApiRequestError(
        answer.status,
        errorOf(body),
        url,
        { method: init.method ?? 'GET', body: init.body },
        body,
      )
    }
    if (!responses) return body as z.output<ResponseSchemas[K]>
    // Every schema of the table is a zod schema; TypeScript cannot tie the key to its output.
    return responses[response].parse(body) as z.output<ResponseSchemas[K]>
  }

  /** The api's error envelope: parsed when the client has the schemas, else read as sent. */
  function errorOf(body: unknown): ApiError['error'] | undefined {
    if (responses) {
      const parsed = responses.apiErrorSchema.safeParse(body)
      return parsed.success ? parsed.data.error : undefined
    }
    const error = (body as { error?: { code?: unknown } } | null | undefined)?.error
    return typeof error?.code === 'string' ? (error as ApiError['error']) : undefined
  }
}
export type Request = ReturnType<typeof createRequest>
