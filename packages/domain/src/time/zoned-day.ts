/**
 * Days as a player lives them: in their own time zone (IANA name, e.g. `Europe/Berlin`).
 * Kick-off times are instants; which day a match is on, and where that day starts, depend on
 * the zone. Intl knows the zones' rules, so no table of offsets is kept here.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * The names of UTC (a browser on a machine set to UTC may say `Etc/UTC`, the server `UTC`).
 * Its source also goes into the page's inline time-zone script, so the rule is written once.
 */
export const UTC_NAMES = /^(?:Etc\/)?(?:UTC|UCT|Universal|Zulu|GMT0?|Greenwich)$/

/** One name per zone where names differ only as aliases of UTC. */
export function canonicalTimeZone(name: string): string {
  return UTC_NAMES.test(name) ? 'UTC' : name
}

/** Whether `value` names a time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()
function partsIn(zone: string, instant: number) {
  let format = dayFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    dayFormats.set(zone, format)
  }
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(zone: string, instant: number): number {
  const p = partsIn(zone, instant)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wall - (instant - (instant % 1000))
}

/** The calendar day (`YYYY-MM-DD`) of `instant` in `zone`. */
export function dayInZone(instant: number, zone: string): string {
  const p = partsIn(zone, instant)
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}

/** The first and last millisecond of calendar day `day` (`YYYY-MM-DD`) in `zone`. */
export function dayBounds(
  day: string,
  zone: string,
): { readonly from: number; readonly to: number } {
  return { from: startOfDay(day, zone), to: startOfDay(nextDay(day), zone) - 1 }
}

/** The day after `day` (`YYYY-MM-DD`), whatever the zone. */
export function nextDay(day: string): string {
  return addDays(day, 1)
}

/** The day `count` days after (or before, when negative) `day`. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY).toISOString().slice(0, 10)
}

function startOfDay(day: string, zone: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  // Two passes settle the offset even when the day starts at a clock change.
  let guess = midnightUtc - offsetAt(zone, midnightUtc)
  guess = midnightUtc - offsetAt(zone, guess)
  // Where the clock jumps over midnight (Santiago, Beirut) the day starts an hour later.
  return dayInZone(guess, zone) === day ? guess : guess + HOUR
}

/** Items grouped by their calendar day in `zone`, days and items in first-seen order. */
export function groupByDay<T>(
  items: readonly T[],
  instantOf: (item: T) => number,
  zone: string,
): readonly { readonly day: string; readonly items: readonly T[] }[] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const day = dayInZone(instantOf(item), zone)
    const group = groups.get(day)
    if (group) group.push(item)
    else groups.set(day, [item])
  }
  return [...groups].map(([day, dayItems]) => ({ day, items: dayItems }))
}
