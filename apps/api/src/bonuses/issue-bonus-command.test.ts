import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertPlayer } from '../players/players-repo'
import { DIALECTS, openTestDatabase, type TestDatabase } from '../testing/test-database'

const run = promisify(execFile)
const apiDir = fileURLToPath(new URL('../..', import.meta.url))
const campaignsFile = fileURLToPath(
  new URL('../../config/bonus-campaigns.demo.json', import.meta.url),
)

describe.each(DIALECTS)('npm run bonus:issue on %s', (dialect) => {
  let database: TestDatabase
  const email = 'operator-issued@players.test'

  beforeAll(async () => {
    database = await openTestDatabase(dialect, { sqliteFile: true })
    await insertPlayer(database.db, {
      id: crypto.randomUUID(),
      email,
      password_hash: 'x',
      country: 'DK',
      currency: 'EUR',
      terms_version: '1',
      confirmed_at: new Date().toISOString(),
    })
  })
  afterAll(async () => {
    await database.close()
  })

  /** The operator's command as a separate process, on the test's database. */
  const issue = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--import', 'tsx', 'src/issue-bonus.ts', ...args],
        {
          cwd: apiDir,
          env: { ...process.env, ...database.env, BONUS_CAMPAIGNS_FILE: campaignsFile },
        },
      )
      return { code: 0, out: stdout + stderr }
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string }
      return { code: failed.code, out: failed.stdout + failed.stderr }
    }
  }
  const issued = async () =>
    database.db.selectFrom('player_bonuses').select(['campaign_id', 'source', 'balance']).execute()

  it('issues a campaign to a player; a repeated --key issues nothing more', async () => {
    const first = await issue('--email', email, '--campaign', 'no-risk-code', '--key', 'promo-1')
    expect(first).toMatchObject({ code: 0 })
    expect(first.out).toMatch(/^issued freebet_no_risk \S+ \(no-risk-code\) to operator-issued/)
    const again = await issue('--email', email, '--campaign', 'no-risk-code', '--key', 'promo-1')
    expect(again).toMatchObject({ code: 1 })
    expect(again.out).toMatch(/not issued: alreadyIssued/)
    expect(await issued()).toEqual([
      { campaign_id: 'no-risk-code', source: 'operator', balance: 1000 },
    ])
  })

  it('names what is wrong: the player, the campaign', async () => {
    expect((await issue('--email', 'nobody@x.test', '--campaign', 'combo-boost')).out).toMatch(
      /--email: no player nobody@x.test/,
    )
    expect((await issue('--email', email, '--campaign', 'nope')).out).toMatch(
      /--campaign: no campaign nope/,
    )
    expect(await issue('--campaign', 'combo-boost')).toMatchObject({ code: 2 })
  })
})
