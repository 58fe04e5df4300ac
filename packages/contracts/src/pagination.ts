import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-sizes'
import { scalar } from './query-params'

export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  last_page: z.number().int().positive(),
})
export type Pagination = z.infer<typeof paginationSchema>

/** `{ data, pagination }`: the shape of every list the api pages. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema })
}

/** `page` and `limit` query parameters: single integers, limit 1–500. */
export const pageQuery = {
  page: scalar(z.coerce.number().int().positive()).default(1),
  limit: scalar(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)).default(DEFAULT_PAGE_SIZE),
}
