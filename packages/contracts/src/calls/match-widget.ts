import type { Request } from '../client-request'

export const matchWidget = (request: Request, id: string, type: 'statistics' | 'head-to-head') =>
  request(`/api/v2/matches/${encodeURIComponent(id)}/${type}`, 'matchWidgetResponseSchema')
