import { DEFAULT_LOCALE } from '@sportsbook/domain'
import type { Kysely } from 'kysely'
import type { Database, NameEntity } from '../db/schema'

/**
 * Names of many entities in a locale, falling back to English, in one query: `wanted` maps
 * each kind of entity to its ids, the answer each kind to its id → name map.
 */
export async function loadNames<E extends NameEntity>(
  db: Kysely<Database>,
  locale: string,
  wanted: Readonly<Record<E, readonly string[]>>,
): Promise<Record<E, Map<string, string>>> {
  const entities = Object.keys(wanted) as E[]
  const names = Object.fromEntries(entities.map((entity) => [entity, new Map()])) as Record<
    E,
    Map<string, string>
  >
  // Each kind with its own ids (pairs, not every kind × every id: a list page asks ~250 names).
  const pairs = entities.flatMap((entity) =>
    [...new Set(wanted[entity])].map((id): [E, string] => [entity, id]),
  )
  if (pairs.length === 0) return names
  const rows = await db
    .selectFrom('names')
    .select(['entity', 'entity_id', 'locale', 'name'])
    .where((eb) =>
      eb(
        eb.refTuple('entity', 'entity_id'),
        'in',
        pairs.map(([entity, id]) => eb.tuple(entity, id)),
      ),
    )
    .where('locale', 'in', [locale, DEFAULT_LOCALE])
    .execute()
  for (const row of rows) {
    const map = names[row.entity as E]
    if (row.locale === locale || !map.has(row.entity_id)) map.set(row.entity_id, row.name)
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
