import type { Request } from '../client-request'

export const favouriteTournaments = (request: Request) =>
  request('/api/v2/favourites/tournaments', 'favouriteTournamentsResponseSchema')
