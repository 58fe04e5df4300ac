import type { Request } from '../client-request'

/** The running jackpots with their pools (GET /jackpots). */
export const jackpots = (request: Request) => request('/api/v2/jackpots', 'jackpotsResponseSchema')
