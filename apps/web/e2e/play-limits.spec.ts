import { expect, test, type Page } from '@playwright/test'
import { backdateSportsbookSession } from './support/api-database'
import { depositSite } from './support/deposit-sites'
import { fundedPlayer } from './support/players'
import { openPage } from './support/slip'

// Issue 25: the reality check and activity tracking, with the page's clock moved on instead of
// waiting (the api's clock is the real one: the reality check's moment is anchored in the tab).

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
})

const calls = (page: Page, path: string) => {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.postData() ?? '')
  })
  return seen
}

test(
  'the reality check comes after its period; Continue plays on',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.clock.install()
    await fundedPlayer(page.request)
    const sessions = calls(page, '/platform/sportsbook_sessions')
    await openPage(page, '/sports')
    await expect.poll(() => sessions.length).toBeGreaterThan(0)
    // Every 30 s it asks again; nothing shows before the hour (the default period).
    await page.clock.fastForward('00:31')
    await expect.poll(() => sessions.length).toBeGreaterThan(1)
    const dialog = page.getByRole('dialog', { name: 'Reality check' })
    await expect(dialog).toHaveCount(0)
    await page.clock.fastForward('01:00:00')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(
      /You have played for \d+ minutes?\. Your net result: €0\.00\./,
    )
    // It cannot be dismissed: the player chooses.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Continue playing' }).click()
    await expect(dialog).toBeHidden()
    const asked = sessions.length
    await page.clock.fastForward('00:31')
    await expect.poll(() => sessions.length).toBeGreaterThan(asked)
    await expect(dialog).toHaveCount(0)
  },
)

test(
  'the sportsbook session limit ends the session with its own message',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.clock.install()
    await fundedPlayer(page.request)
    const { id, csrf_token } = (await (await page.request.get('/platform/player')).json()) as {
      id: string
      csrf_token: string
    }
    const limit = await page.request.post('/platform/user_limits', {
      data: { type: 'sportsbook_session', amount: 60 },
      headers: { 'x-csrf-token': csrf_token },
    })
    expect(limit.status()).toBe(201)
    const started = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/platform/sportsbook_sessions' && r.ok(),
    )
    await openPage(page, '/sports')
    await started
    // An hour and a minute of play, on the api's clock; the tab's next poll hears of it.
    backdateSportsbookSession(id, 61)
    await page.clock.fastForward('00:31')
    const dialog = page.getByRole('dialog', { name: 'Limit reached' })
    await expect(dialog).toContainText(
      'Your sportsbook session limit is reached. You have been signed out.',
    )
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
    // Signed out on the api too: the session cookie no longer names a player.
    expect((await page.request.get('/platform/player')).status()).toBe(401)
  },
)

test(
  'activity is reported each minute the tab is visible; over the limit the player is signed out',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.clock.install()
    await fundedPlayer(page.request)
    const { csrf_token } = (await (await page.request.get('/platform/player')).json()) as {
      csrf_token: string
    }
    // One minute of activity allowed.
    const limit = await page.request.post('/platform/user_limits', {
      data: { type: 'activity', amount: 1 },
      headers: { 'x-csrf-token': csrf_token },
    })
    expect(limit.status()).toBe(201)
    const tracked = calls(page, '/platform/player/activity_limit_track')
    const limits = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/platform/user_limits',
    )
    await openPage(page, '/sports')
    await limits
    await page.clock.fastForward('01:00')
    await expect.poll(() => tracked).toEqual(['{"seconds":60}'])

    // A hidden tab reports nothing.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await page.clock.fastForward('01:00')
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'visible',
      })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(tracked).toHaveLength(1)

    // Visible again: the second minute is over the limit.
    await page.clock.fastForward('01:00')
    const dialog = page.getByRole('dialog', { name: 'Limit reached' })
    await expect(dialog).toContainText('Your activity limit is reached. You have been signed out.')
    expect(tracked).toHaveLength(2)
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
  },
)

test(
  'a site without the flags asks for neither',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    await page.clock.install()
    const site = depositSite(baseURL, 'quick')
    await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: site }])
    await fundedPlayer(page.request)
    const sessions = calls(page, '/platform/sportsbook_sessions')
    const limits = calls(page, '/platform/user_limits')
    // The player's session cookie is the api's: it holds on the mirror's origin too.
    await page.goto(`${site}/sports`, { waitUntil: 'networkidle' })
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Account menu/ }),
    ).toBeVisible()
    await page.clock.fastForward('01:01')
    await page.waitForLoadState('networkidle')
    expect(sessions).toEqual([])
    expect(limits).toEqual([])
  },
)
