import type { PredictionPick } from '../predictions'
import type { Request } from '../client-request'

export const predict = (
  request: Request,
  predictionId: string,
  pick: PredictionPick,
  csrfToken: string,
) =>
  request('/api/v2/vote', 'voteResponseSchema', {
    method: 'POST',
    body: { prediction_id: predictionId, data: pick },
    headers: { 'x-csrf-token': csrfToken },
  })
