import { err, ok, type Result } from '../result'

export const SEARCH_QUERY_MIN = 3
export const SEARCH_QUERY_MAX = 50

export type SearchQueryError =
  | { readonly code: 'searchTooShort'; readonly min: number }
  | { readonly code: 'searchTooLong'; readonly max: number }

/** A search query of 3 to 50 characters after trimming (spec §5.4). */
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
