import { err, ok, type Result } from '../result'

export const SEARCH_QUERY_MIN = 3
export const SEARCH_QUERY_MAX = 50

export type SearchQueryError =
  | { readonly code: 'searchTooShort'; readonly min: number }
  | { readonly code: 'searchTooLong'; readonly max: number }

/** A search query of 3 to 50 characters after trimming (spec §5). */
export function checkSearchQuery(text: string): Result<string, SearchQueryError> {
  const query = text.trim()
  const length = characterCount(query)
  if (length < SEARCH_QUERY_MIN) return err({ code: 'searchTooShort', min: SEARCH_QUERY_MIN })
  if (length > SEARCH_QUERY_MAX) return err({ code: 'searchTooLong', max: SEARCH_QUERY_MAX })
  return ok(query)
}

/** Characters as a reader counts them (an emoji or accented letter is one). */
function characterCount(text: string): number {
  return Array.from(new Intl.Segmenter().segment(text)).length
}

export type DateTextError = { readonly code: 'invalidDateText'; readonly text: string }

/** `2024-05-01 18:30:00 UTC` → `2024-05-01T18:30:00.000Z` (spec §5); impossible dates are refused. */
export function utcTextToIso(text: string): Result<string, DateTextError> {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) UTC$/.exec(text.trim())
  if (!match) return err({ code: 'invalidDateText', text })
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number)
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined ||
    second === undefined
  ) {
    return err({ code: 'invalidDateText', text })
  }
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  const roundTrips =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  return roundTrips ? ok(date.toISOString()) : err({ code: 'invalidDateText', text })
}
