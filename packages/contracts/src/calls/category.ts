import type { Request } from '../client-request'

export const category = (request: Request, id: string) =>
  request(`/api/v2/categories/${encodeURIComponent(id)}`, 'categoryResponseSchema')
