import type { Pagination } from '@sportsbook/contracts'

/** The pagination block: `last_page` is at least 1, so an empty list still has a page. */
export function pagination(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) }
}

/**
 * The total a page's own rows tell, without counting: a page shorter than its limit is the
 * last, so the total is the pages before it and its rows. Undefined when they cannot tell (a
 * full page, or an empty page past the first): then the database counts.
 */
export function totalFromPage(rows: number, page: number, limit: number): number | undefined {
  return rows < limit && (rows > 0 || page === 1) ? (page - 1) * limit + rows : undefined
}
