export { API_ERROR_CODES, apiErrorSchema, fieldIssueSchema } from './api-error'
export type { ApiError, ApiErrorCode, FieldIssue } from './api-error'
