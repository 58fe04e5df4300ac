import { DEFAULT_LOCALE } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database, NameEntity } from '../db/schema'

/** Names of many entities of one kind in a locale, falling back to English. */
export async function loadNames(
  db: Kysely<Database>,
  entity: NameEntity,
  ids: readonly string[],
  locale: string,
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .selectFrom('names')
    .select(['entity_id', 'locale', 'name'])
    .where('entity', '=', entity)
    .where('entity_id', 'in', unique)
    .where('locale', 'in', [locale, DEFAULT_LOCALE])
    .execute()
  const names = new Map<string, string>()
  for (const row of rows) {
    if (row.locale === locale || !names.has(row.entity_id)) names.set(row.entity_id, row.name)
  }
  return names
}

/** Fills a market or outcome name template: `Total {total}`, `{$competitor1} ({+hcp})`. */
export function fillTemplate(
  template: string,
  specifier: ReadonlyMap<string, string>,
  competitors: { readonly home: string; readonly away: string } | null,
): string {
  return template.replace(/\{([$+-]?)(\w+)\}/g, (whole, sign: string, key: string) => {
    if (sign === '$') {
      if (key === 'competitor1') return competitors?.home ?? whole
      if (key === 'competitor2') return competitors?.away ?? whole
      return whole
    }
    const value = specifier.get(key)
    if (value === undefined) return whole
    if (sign === '') return value
    const number = Number(value) * (sign === '-' ? -1 : 1)
    return number > 0 ? `+${number}` : String(number)
  })
}
