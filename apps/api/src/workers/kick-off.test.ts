import { generateCatalogue } from '@sportsbook/feed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertCatalogue } from '../db/seed'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { kickOffDueMatches } from './kick-off'

const NOW = '2026-11-21T12:00:00.000Z'
const catalogue = generateCatalogue({ seed: 3, now: NOW })

describe.each(DIALECTS)('matches going live over time on %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(dialect)
    await insertCatalogue(database.db, catalogue)
  })
  afterAll(async () => {
    await database.close()
  })

  it('puts the matches whose start has passed in play, once', async () => {
    const later = '2026-11-21T18:00:00.000Z'
    const due = catalogue.matches.filter(
      (m) => m.type === 'match' && m.status === 0 && m.startTime <= later,
    )
    expect(due.length).toBeGreaterThan(0)
    expect(await kickOffDueMatches(database.db, later)).toBe(due.length)
    expect(await kickOffDueMatches(database.db, later)).toBe(0)
    const first = await database.db
      .selectFrom('matches')
      .select(['status', 'statistics'])
      .where('id', '=', due[0]?.id ?? '')
      .executeTakeFirstOrThrow()
    expect(first.status).toBe(1)
    expect(JSON.parse(first.statistics ?? 'null')).toMatchObject({
      total_score: { home: 0, away: 0 },
    })
    const outright = catalogue.matches.find((m) => m.type === 'outright')
    const row = await database.db
      .selectFrom('matches')
      .select('status')
      .where('id', '=', outright?.id ?? '')
      .executeTakeFirstOrThrow()
    expect(row.status).toBe(0)
  })
})
