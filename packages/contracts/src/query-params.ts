import { z } from 'zod'

/**
 * A single query value. Repeating a parameter (`?limit=1&limit=2`) arrives as an array and is
 * refused with a message naming the field, instead of being silently merged.
 */
export function scalar<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .refine((value) => !Array.isArray(value), 'Expected a single value, got several')
    .pipe(schema)
}

/** `true`/`false` (or `1`/`0`) in a query string. */
export const queryBoolean = scalar(
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
)

/** A comma-separated list of ids: `id=1,2,3`. */
export const idList = scalar(
  z
    .string()
    .regex(/^[\w:-]+(,[\w:-]+)*$/, 'Expected ids separated by commas')
    .transform((value) => value.split(',')),
)

/** An ISO 8601 date-time with a zone, e.g. 2026-11-21T18:00:00Z. */
export const isoDateTime = scalar(z.iso.datetime({ offset: true }))

/** An id in a path or query. */
export const idParam = z.string().regex(/^[\w:-]{1,64}$/, 'Expected an id')

/**
 * A list of values, repeated (`status=a&status=b`) or comma-separated (`status=a,b`); each
 * must pass `item`.
 */
export function list<T extends z.ZodType<string, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')))
    .pipe(z.array(item).min(1).max(20))
}
