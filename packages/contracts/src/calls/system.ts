import type { Request } from '../client-request'

export const system = (request: Request) => request('/api/v2/system', 'systemDataSchema')
