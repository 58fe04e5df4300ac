import { expect, test } from '@playwright/test'
import { SignJWT } from 'jose'
import { PARTNER_ORIGIN, PARTNER_SECRET } from './support/partner'
import { signedInPlayer } from './support/players'
import { openPage } from './support/slip'
import { openSideMenu } from './support/menu'

// Issue 26: the operator's sections. The partner's games are launched through the virtual
// wallet into the reference partner's page (examples/partner-games), framed here.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
})

test(
  'a player opens racing from the menu and plays the partner’s game in the page',
  { tag: '@phone' },
  async ({ page }) => {
    await signedInPlayer(page.request)
    await openPage(page, '/sports')
    await (await openSideMenu(page)).getByRole('link', { name: 'Horse racing' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Horse racing' })).toBeVisible()
    const game = page.frameLocator('iframe[title="Horse racing"]')
    await expect(game.getByRole('heading', { name: 'Horse racing' })).toBeVisible()
    // The partner checked the launch token: it names the player's currency and the phone app.
    await expect(game.getByText('Playing in EUR on mobile')).toBeVisible()
  },
)

test(
  'a visitor is asked to sign in; the partner refuses a forged or expired launch',
  { tag: '@desktop' },
  async ({ page, request }) => {
    await openPage(page, '/sports/lotteries')
    await expect(page.getByRole('heading', { level: 1, name: 'Lotteries' })).toBeVisible()
    await expect(page.getByText('Sign in to play.')).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    // The launch is the player's: a visitor's call is refused, and a forged token too.
    const launch = await request.post('/platform/virtual_wallet/lotteries/launch', {
      data: { app: 'desktop' },
    })
    expect(launch.status()).toBe(401)
    const game = (token: string) => request.get(`${PARTNER_ORIGIN}/lotteries?token=${token}`)
    expect((await game('a.b.c')).status()).toBe(401)
    const now = Math.floor(Date.now() / 1000)
    const token = (secret: string, exp: number, audience = 'lotteries') =>
      new SignJWT({ cur: 'EUR', app: 'desktop' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('player-1')
        .setAudience(audience)
        .setJti(crypto.randomUUID())
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret))
    const good = await token(PARTNER_SECRET, now + 60)
    expect((await game(good)).status()).toBe(200)
    // A launch opens a game once: the same link again (from a log, a history) is refused.
    expect((await game(good)).status()).toBe(401)
    expect((await game(await token(PARTNER_SECRET, now - 1))).status()).toBe(401)
    expect((await game(await token(PARTNER_SECRET, now + 60, 'racing'))).status()).toBe(401)
    expect((await game(await token(`${PARTNER_SECRET}!`, now + 60))).status()).toBe(401)
  },
)

test(
  'premium cricket lists the feed’s premium cricket matches',
  { tag: '@desktop' },
  async ({ page }) => {
    await openPage(page, '/sports/premium-cricket')
    await expect(page.getByRole('heading', { level: 1, name: 'Premium cricket' })).toBeVisible()
    const rows = page.locator('main li[data-match]')
    await expect(rows.first()).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('Football')
  },
)
