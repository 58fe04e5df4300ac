import type { Request } from '../client-request'

export const phone = (request: Request) => request('/platform/player/phone', 'phoneStateSchema')
