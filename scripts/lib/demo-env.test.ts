import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEMO_FEATURE_FLAGS, demoApiEnv, demoWebEnv } from './demo-env.js'

const root = new URL('../../', import.meta.url)
const api = demoApiEnv({}, { siteUrl: 'http://localhost:3000', partnerPort: 3095 })
const web = demoWebEnv({}, { apiOrigin: 'http://127.0.0.1:4000', siteUrl: 'http://x' })
const flags = web.FEATURE_FLAGS.split(',')

describe("npm start's demo", () => {
  it("turns on every flag its own data needs (the web's start refuses an unknown one)", () => {
    const campaigns = JSON.parse(readFileSync(new URL(api.BONUS_CAMPAIGNS_FILE, root), 'utf8')) as {
      campaigns: { progress?: unknown }[]
    }
    // A "Bet and get" campaign's progress is only seen with its bars on.
    if (campaigns.campaigns.some((c) => c.progress))
      expect(flags).toContain('progress-bar-freebets')
    expect(readFileSync(new URL(api.JACKPOTS_FILE, root), 'utf8')).toContain('"levels"')
    expect(flags).toContain('jackpots')
    // The player's safety tools are part of the product a newcomer sees.
    expect(flags).toEqual(expect.arrayContaining(['responsible-gambling', 'activity-tracking']))
    expect(flags).toEqual(DEMO_FEATURE_FLAGS)
  })

  it('lets a setting the operator made win', () => {
    expect(demoWebEnv({ FEATURE_FLAGS: '' }, { apiOrigin: 'a', siteUrl: 'b' }).FEATURE_FLAGS).toBe(
      '',
    )
    expect(
      demoApiEnv({ DEMO_PAYMENTS: 'false' }, { siteUrl: 'b', partnerPort: 1 }).DEMO_PAYMENTS,
    ).toBe('false')
  })
})
