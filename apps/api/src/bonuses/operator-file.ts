import { readFileSync } from 'node:fs'
import type { z } from 'zod'

/**
 * Parses an operator's JSON file (bonus campaigns, jackpots): a bad one is refused whole, with
 * `Invalid <what> in <source>:` and one line per problem naming its field.
 */
export function parseOperatorFile<T>(
  schema: z.ZodType<T>,
  json: unknown,
  what: string,
  source: string,
): T {
  const parsed = schema.safeParse(json)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid ${what} in ${source}:\n${lines.join('\n')}`)
}

/** Reads an operator's JSON file; one that cannot be read or is not JSON says so, naming it. */
export function readOperatorJson(path: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`Cannot read the ${what} file ${path}: ${(error as Error).message}`)
  }
}
