import {
  ApiRequestError,
  createCheckedRequest,
  createRequest,
  fetchAllPages,
  queryString,
} from '@sportsbook/contracts'
import { counters, match, matches, search, sports } from '@sportsbook/contracts/calls'
import { generateCatalogue } from '@sportsbook/feed'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type ApiInstance } from '../app'
import { insertCatalogue } from '../catalogue/seed'
import { openTestDatabase, type TestDatabase } from '../testing/test-database'

// The contracts' calls the web app makes, over real HTTP against the real api.
const catalogue = generateCatalogue({ seed: 11, now: '2026-11-21T12:00:00.000Z' })

describe('contracts api client', () => {
  let database: TestDatabase
  let app: ApiInstance
  let baseUrl = ''

  const warnings: string[] = []

  beforeAll(async () => {
    database = await openTestDatabase('sqlite')
    await insertCatalogue(database.db, catalogue)
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) })
    app = buildApp({ db: database.db, logger })
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('sends Accept-Language and parses the answer with the contract', async () => {
    const de = createCheckedRequest({ baseUrl, locale: 'de' })
    const german = await sports(de)
    expect(german.data[0]?.name).toBe('Fußball')
  })

  it('fetches every page of a list', async () => {
    const client = createCheckedRequest({ baseUrl, locale: 'en' })
    const all = await fetchAllPages((page, limit) => matches(client, { page, limit }))
    expect(all).toHaveLength(catalogue.matches.length)
    expect(new Set(all.map((m) => m.id)).size).toBe(catalogue.matches.length)
  })

  it('encodes lists and sort keys as the api parses them', async () => {
    expect(
      queryString({
        match_status: [0, 1],
        sort_by: [{ field: 'start_time', direction: 'desc' }],
        q: undefined,
      }),
    ).toBe('?match_status=0%2C1&sort_by=start_time%3Adesc')
    const client = createCheckedRequest({ baseUrl, locale: 'en' })
    const page = await matches(client, {
      match_status: [1],
      sort_by: [{ field: 'bets_count', direction: 'desc' }],
      limit: 5,
    })
    expect(page.data.every((m) => m.status === 1)).toBe(true)
    expect(page.pagination.total).toBe(catalogue.matches.filter((m) => m.status === 1).length)
  })

  it('throws ApiRequestError carrying the api error', async () => {
    const client = createCheckedRequest({ baseUrl, locale: 'en' })
    const failure = await match(client, '999999').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiRequestError)
    expect(failure).toMatchObject({ status: 404, error: { code: 'not_found' } })
    const invalid = await search(client, { q: 'ab' }).catch((error: unknown) => error)
    expect(invalid).toMatchObject({ status: 400, error: { details: [{ field: 'querystring.q' }] } })
  })

  it('answers cache hits, misses, 304s and 404s with exactly one reply each (nothing logged)', async () => {
    const client = createCheckedRequest({ baseUrl, locale: 'en' })
    await sports(client)
    await sports(client)
    await match(client, '424242').catch(() => undefined)
    const response = await fetch(`${baseUrl}/api/v2/sports`)
    await fetch(`${baseUrl}/api/v2/sports`, {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    })
    expect(warnings).toEqual([])
  })

  it('posts counters', async () => {
    const client = createCheckedRequest({ baseUrl, locale: 'en' })
    expect((await counters(client)).live).toBe(
      catalogue.matches.filter((m) => m.status === 1).length,
    )
  })

  it("the browser's request answers the api's body as sent, and reads its errors (decision 170)", async () => {
    const browser = createRequest({ baseUrl, locale: 'en' })
    const checked = createCheckedRequest({ baseUrl, locale: 'en' })
    expect(await matches(browser, { limit: 3 })).toEqual(await matches(checked, { limit: 3 }))
    const failure = await match(browser, '999999').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiRequestError)
    expect(failure).toMatchObject({ status: 404, error: { code: 'not_found' } })
  })

  it('parses with the contract only when the request has the schemas', async () => {
    // An answer that breaks its contract (a server of another version): only a checked client refuses it.
    const drifted: typeof fetch = () =>
      Promise.resolve(Response.json({ data: [{ id: 7 }], pagination: null }))
    const checked = createCheckedRequest({ baseUrl, locale: 'en', fetch: drifted })
    await expect(sports(checked)).rejects.toThrow(/expected/i)
    const browser = createRequest({ baseUrl, locale: 'en', fetch: drifted })
    expect(await sports(browser)).toEqual({ data: [{ id: 7 }], pagination: null })
    const notAnError: typeof fetch = () =>
      Promise.resolve(Response.json({ error: 'down' }, { status: 502 }))
    const failure = await sports(createRequest({ baseUrl, locale: 'en', fetch: notAnError })).catch(
      (error: unknown) => error,
    )
    expect(failure).toMatchObject({ status: 502, error: undefined })
  })
})
