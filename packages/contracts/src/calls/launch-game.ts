import type { z } from 'zod'
import type { PartnerProduct, launchBodySchema } from '../products'
import type { Request } from '../client-request'

/** The address of a partner game for the signed-in player (the virtual wallet's launch). */
export const launchGame = (
  request: Request,
  product: PartnerProduct,
  body: z.input<typeof launchBodySchema>,
  csrfToken: string,
) =>
  request(`/platform/virtual_wallet/${product}/launch`, 'launchResponseSchema', {
    method: 'POST',
    body,
    headers: { 'x-csrf-token': csrfToken },
  })
