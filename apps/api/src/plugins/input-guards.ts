import { API_ERROR_CODES, type FieldIssue } from '@sportsbook/contracts'
import type { FastifyInstance } from 'fastify'
import { ApiFailure } from './error-handler'

/** The fields (`body.email`, `query.q`, `params.slug`) of `value` whose text holds a NUL byte. */
function fieldsWithNul(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => fieldsWithNul(item, `${path}.${String(index)}`, found))
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) fieldsWithNul(item, `${path}.${key}`, found)
  }
  return found
}

/**
 * A NUL byte is never text a player typed; PostgreSQL refuses it in text columns (a 500 before
 * this) and SQLite would store it. Every request's body, query and path parameters are checked
 * before validation: one 400 that names each field, on both databases.
 */
export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const fields = [
      ...fieldsWithNul(request.body, 'body', []),
      ...fieldsWithNul(request.query, 'query', []),
      ...fieldsWithNul(request.params, 'params', []),
    ]
    if (fields.length === 0) {
      done()
      return
    }
    const details: FieldIssue[] = fields.map((field) => ({
      field,
      message: 'Must not contain a NUL character',
      code: 'nul_byte',
    }))
    done(
      new ApiFailure(
        400,
        API_ERROR_CODES.validationFailed,
        `Invalid request: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
        details,
      ),
    )
  })
}
