import { describe, expect, it } from 'vitest'
import { EVENT_STATUS } from '@sportsbook/domain'
import { listingHref, listingQuery, parseListingParams } from './listing-params'

const NOW = Date.parse('2026-11-22T10:30:00Z')
const schedule = {
  direction: 'asc' as const,
  defaultSort: 'time' as const,
  now: NOW,
  timeZone: 'UTC',
}

describe('listing parameters (spec §2.4: time, sortBy, date, sport, page, isBettable)', () => {
  it('reads every parameter from the address', () => {
    expect(
      parseListingParams({
        sport: 'football',
        time: '3h',
        date: '2026-11-23',
        sortBy: 'popularity',
        page: '2',
        isBettable: 'true',
      }),
    ).toEqual({
      sport: 'football',
      time: '3h',
      date: '2026-11-23',
      sortBy: 'popularity',
      page: 2,
      isBettable: true,
    })
  })

  it('drops values that do not parse instead of failing the page', () => {
    expect(
      parseListingParams({
        sport: 'foot ball;drop',
        time: '5h',
        date: '2026-13-45',
        sortBy: 'random',
        page: '-3',
        isBettable: 'yes',
      }),
    ).toEqual({ page: 1 })
    expect(parseListingParams({ page: ['3', '4'] }).page).toBe(3)
  })

  it('turns a day in the player’s zone into its window', () => {
    const berlin = { ...schedule, timeZone: 'Europe/Berlin' }
    expect(listingQuery(parseListingParams({ date: '2026-11-23' }), {}, berlin)).toMatchObject({
      start_from: '2026-11-22T23:00:00.000Z',
      start_to: '2026-11-23T22:59:59.999Z',
    })
    const newYork = { ...schedule, timeZone: 'America/New_York' }
    expect(listingQuery(parseListingParams({ date: '2026-11-23' }), {}, newYork)).toMatchObject({
      start_from: '2026-11-23T05:00:00.000Z',
      start_to: '2026-11-24T04:59:59.999Z',
    })
  })

  it('turns a day into a UTC window and a time into one from now, intersected', () => {
    const day = listingQuery(parseListingParams({ date: '2026-11-23' }), {}, schedule)
    expect(day).toMatchObject({
      start_from: '2026-11-23T00:00:00.000Z',
      start_to: '2026-11-23T23:59:59.999Z',
    })
    const soon = listingQuery(parseListingParams({ time: '3h' }), {}, schedule)
    expect(soon).toMatchObject({
      start_from: '2026-11-22T10:30:00.000Z',
      start_to: '2026-11-22T13:30:00.000Z',
    })
    const todaySoon = listingQuery(
      parseListingParams({ time: '48h', date: '2026-11-22' }),
      {},
      schedule,
    )
    expect(todaySoon).toMatchObject({
      start_from: '2026-11-22T10:30:00.000Z',
      start_to: '2026-11-22T23:59:59.999Z',
    })
  })

  it('sorts by time in the page direction, by popularity or by league', () => {
    const results = { ...schedule, direction: 'desc' as const }
    expect(listingQuery(parseListingParams({}), {}, results).sort_by).toEqual([
      { field: 'start_time', direction: 'desc' },
    ])
    expect(
      listingQuery(parseListingParams({ sortBy: 'popularity' }), {}, schedule).sort_by,
    ).toEqual([
      { field: 'bets_count', direction: 'desc' },
      { field: 'start_time', direction: 'asc' },
    ])
    expect(
      listingQuery(parseListingParams({ sortBy: 'league' }), {}, schedule).sort_by?.[1],
    ).toEqual({ field: 'tournament.priority', direction: 'desc' })
  })

  it('keeps the page filters and adds sport, bettable and the page', () => {
    const query = listingQuery(
      parseListingParams({ sport: 'tennis', isBettable: 'true', page: '3' }),
      { match_status: [EVENT_STATUS.prematch], type: 'match' },
      schedule,
    )
    expect(query).toMatchObject({
      match_status: [EVENT_STATUS.prematch],
      type: 'match',
      sport_key: 'tennis',
      bettable: true,
      page: 3,
      limit: 50,
    })
  })

  it('writes addresses with only the parameters that differ from the defaults', () => {
    const params = parseListingParams({ sport: 'football', page: '2' })
    expect(listingHref('/sports/schedule', params, { page: 3 })).toBe(
      '/sports/schedule?sport=football&page=3',
    )
    expect(listingHref('/sports/schedule', params, { sport: undefined, page: 1 })).toBe(
      '/sports/schedule',
    )
  })
})
