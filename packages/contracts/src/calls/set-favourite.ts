import type { FavouriteType } from '../catalogue'
import type { Request } from '../client-request'

/** Marks (`favourite` true) or unmarks a match or league; repeating either is harmless. */
export const setFavourite = (
  request: Request,
  type: FavouriteType,
  id: string,
  favourite: boolean,
  csrfToken: string,
) =>
  request(`/api/v2/favourites/${type}/${encodeURIComponent(id)}`, 'favouriteChangeResponseSchema', {
    method: favourite ? 'POST' : 'DELETE',
    headers: { 'x-csrf-token': csrfToken },
  })
