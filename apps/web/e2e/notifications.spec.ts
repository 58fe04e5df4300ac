import { betsResponseSchema } from '@sportsbook/contracts'
import { expect, test, type Page } from '@playwright/test'
import { fundedPlayer, staked } from './support/players'
import { openPage } from './support/slip'

// Issue 25: notifications — stored, pushed as a toast, counted by the bell in every open tab.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
})

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ })

test(
  'a cash-out shows a toast and counts on the bell in both tabs; reading all clears both',
  { tag: '@desktop' },
  async ({ page, context }) => {
    // The quick deposit that funds the player is the first notification.
    await fundedPlayer(page.request)
    const other = await context.newPage()
    await openPage(page, '/sports')
    await openPage(other, '/sports')
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')
    await expect(bell(other)).toHaveAccessibleName('Notifications, 1 unread')

    // A bet cashed out at its current value (prices move: the value is asked again if needed).
    await staked(page.request, 500)
    const { csrf_token } = (await (await page.request.get('/platform/player')).json()) as {
      csrf_token: string
    }
    await expect(async () => {
      const [bet] = betsResponseSchema.parse(
        await (await page.request.get('/api/v3/bets?limit=1')).json(),
      ).data
      const value = bet?.to_cashout?.subunits
      expect(value).toBeGreaterThan(0)
      const cashedOut = await page.request.post('/api/v2/bets/cashout', {
        data: { bet_id: bet?.id, to_cashout: value },
        headers: { 'x-csrf-token': csrf_token },
      })
      expect(cashedOut.status()).toBe(200)
    }).toPass({ timeout: 30_000 })

    const toast = page.getByTestId('toast-region')
    await expect(toast).toContainText('Bet cashed out')
    await expect(other.getByTestId('toast-region')).toContainText('Bet cashed out')
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread')
    await expect(bell(other)).toHaveAccessibleName('Notifications, 2 unread')

    await bell(other).click()
    await expect(other.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    const list = other.getByRole('main').getByRole('listitem')
    await expect(list).toHaveCount(2)
    await expect(list.first()).toContainText('Bet cashed out')
    await expect(list.nth(1)).toContainText('Deposit received')
    await other.getByRole('button', { name: 'Mark “Bet cashed out” read' }).click()
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread')
    await other.getByRole('button', { name: 'Mark all read' }).click()
    await expect(other.getByText('Nothing unread')).toBeVisible()
    await expect(bell(other)).toHaveAccessibleName('Notifications')
    // The first tab hears it over push.
    await expect(bell(page)).toHaveAccessibleName('Notifications')
  },
)

test('visitors are asked to sign in on the notifications page', async ({ page }) => {
  await openPage(page, '/sports/notifications')
  await expect(page.getByText('Sign in to see your notifications.')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toHaveCount(
    0,
  )
})

test('on a phone the bell is in the side menu', { tag: '@phone' }, async ({ page }) => {
  await fundedPlayer(page.request)
  await openPage(page, '/sports')
  await expect(bell(page)).toBeHidden()
  await page.locator('[data-tab-bar]').getByRole('button', { name: 'Sports menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Sports menu' })
  await menu.getByRole('link', { name: 'Notifications, 1 unread' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Deposit received')
})
