import type { Request } from '../client-request'

/** The player's limits and exclusions: in force, and those waiting for their cooling period. */
/** The player's comp points and status group, and the ladder of groups (spec §7.4). */
export const compPoints = (request: Request) =>
  request('/platform/player/comp_points', 'compPointsSchema')
