import type { z } from 'zod'
import type { shareBodySchema } from '../bets'
import type { Request } from '../client-request'

export const customOdds = (
  request: Request,
  selections: z.input<typeof shareBodySchema>['bets'][number]['selections'],
) =>
  request('/api/v2/bets/custom/odds', 'customOddsResponseSchema', {
    method: 'POST',
    body: { selections },
  })
