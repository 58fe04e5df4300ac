import { sql, type RawBuilder, type SqlBool } from 'kysely'

/**
 * `column LIKE '%text%'` matching `text` literally: `%`, `_` and the escape character are
 * escaped, and the pattern is a bound parameter, so "50%" finds "50%" and SQL never runs.
 */
export function likeContains(column: RawBuilder<unknown>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<SqlBool>`${column} like ${pattern} escape '\\'`
}
