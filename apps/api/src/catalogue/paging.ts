import type { Pagination } from '@sportsbook/contracts'

/** The pagination block: `last_page` is at least 1, so an empty list still has a page. */
export function pagination(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) }
}
