import type { z } from 'zod'
import type { userLimitBodySchema } from '../players'
import type { Request } from '../client-request'

/** Sets a limit or an exclusion (an exclusion signs the player out at once). */
export const setUserLimit = (
  request: Request,
  body: z.input<typeof userLimitBodySchema>,
  csrfToken: string,
) =>
  request('/platform/user_limits', 'userLimitSchema', {
    method: 'POST',
    body,
    headers: { 'x-csrf-token': csrfToken },
  })
