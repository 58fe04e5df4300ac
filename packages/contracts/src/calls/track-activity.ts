import type { Request } from '../client-request'

/** Seconds the player was active in a visible tab (a 401 means the activity limit ended play). */
export const trackActivity = (request: Request, seconds: number, csrfToken: string) =>
  request('/platform/player/activity_limit_track', 'activityTrackedSchema', {
    method: 'POST',
    body: { seconds },
    headers: { 'x-csrf-token': csrfToken },
  })
