import type { z } from 'zod'
import type { shareBodySchema } from '../bets'
import type { Request } from '../client-request'

export const createShareCode = (request: Request, body: z.input<typeof shareBodySchema>) =>
  request('/api/v2/bets/share-code', 'shareResponseSchema', { method: 'POST', body })
