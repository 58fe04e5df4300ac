import type { Request } from '../client-request'

export const statusGroups = (request: Request) =>
  request('/platform/player/status_groups', 'statusGroupsResponseSchema')
