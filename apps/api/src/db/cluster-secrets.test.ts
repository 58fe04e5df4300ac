import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'
import { storedPushSecret } from './cluster-secrets'

describe.each(DIALECTS)('the stored push secret on %s', (dialect) => {
  let database: TestDatabase
  beforeEach(async () => {
    database = await openTestDatabase(dialect)
  })
  afterEach(async () => {
    await database.close()
  })

  it('is generated once and the same for every node that asks, at once or later', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => storedPushSecret(database.db)))
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect([b, c]).toEqual([a, a])
    expect(await storedPushSecret(database.db)).toBe(a)
  })
})
