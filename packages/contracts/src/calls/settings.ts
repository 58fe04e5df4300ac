import type { Request } from '../client-request'

/** The player's settings (a visitor's: the defaults) and the operator's switches. */
export const settings = (request: Request) => request('/api/v2/settings', 'settingsResponseSchema')
