import { describe, expect, it } from 'vitest'
import {
  addDays,
  canonicalTimeZone,
  dayBounds,
  dayInZone,
  groupByDay,
  isTimeZone,
  nextDay,
} from './zoned-day'

const at = (iso: string) => Date.parse(iso)

describe('days in the player’s time zone', () => {
  it('knows real zones and refuses the rest', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true)
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })

  it('gives UTC one name, whatever the machine calls it', () => {
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC')
    expect(canonicalTimeZone('GMT')).toBe('UTC')
    expect(canonicalTimeZone('UTC')).toBe('UTC')
    expect(canonicalTimeZone('Europe/London')).toBe('Europe/London')
  })

  it('puts an instant on the day of the zone', () => {
    const lateUtc = at('2026-11-23T23:30:00Z')
    expect(dayInZone(lateUtc, 'UTC')).toBe('2026-11-23')
    expect(dayInZone(lateUtc, 'Europe/Berlin')).toBe('2026-11-24')
    expect(dayInZone(at('2026-11-24T03:00:00Z'), 'America/New_York')).toBe('2026-11-23')
  })

  it('bounds a day by the zone’s midnights, across clock changes', () => {
    expect(dayBounds('2026-11-23', 'Europe/Berlin')).toEqual({
      from: at('2026-11-22T23:00:00Z'),
      to: at('2026-11-23T23:00:00Z') - 1,
    })
    // 29 March 2026: Berlin moves from +1 to +2 at 02:00, a 23-hour day.
    const spring = dayBounds('2026-03-29', 'Europe/Berlin')
    expect(spring.from).toBe(at('2026-03-28T23:00:00Z'))
    expect(spring.to + 1 - spring.from).toBe(23 * 3_600_000)
    // 1 November 2026: New York moves from -4 to -5, a 25-hour day.
    const autumn = dayBounds('2026-11-01', 'America/New_York')
    expect(autumn.from).toBe(at('2026-11-01T04:00:00Z'))
    expect(autumn.to + 1 - autumn.from).toBe(25 * 3_600_000)
    // Santiago skipped midnight on 11 September 2022: that day began at 01:00 local (-3).
    expect(dayBounds('2022-09-11', 'America/Santiago').from).toBe(at('2022-09-11T04:00:00Z'))
    expect(dayBounds('2022-09-10', 'America/Santiago').to).toBe(at('2022-09-11T04:00:00Z') - 1)
  })

  it('counts days on the calendar', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('groups items by day in the zone, in first-seen order', () => {
    const kickOffs = ['2026-11-23T20:00:00Z', '2026-11-23T23:30:00Z', '2026-11-24T10:00:00Z']
    expect(groupByDay(kickOffs, at, 'Europe/Berlin').map((g) => [g.day, g.items.length])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 2],
    ])
    expect(groupByDay(kickOffs, at, 'UTC').map((g) => [g.day, g.items.length])).toEqual([
      ['2026-11-23', 2],
      ['2026-11-24', 1],
    ])
  })
})
