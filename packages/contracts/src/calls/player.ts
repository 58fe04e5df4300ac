import type { Request } from '../client-request'

/** The signed-in player's profile (401 when anonymous), with the session's CSRF token. */
export const player = (request: Request) => request('/platform/player', 'playerProfileSchema')
