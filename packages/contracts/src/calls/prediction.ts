import type { Request } from '../client-request'

/** A match's winner prediction: everyone's picks, and the player's own (GET /vote). */
export const prediction = (request: Request, predictionId: string) =>
  request('/api/v2/vote', 'voteResponseSchema', { query: { prediction_id: predictionId } })
