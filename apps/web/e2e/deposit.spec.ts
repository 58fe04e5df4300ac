import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { depositSite } from './support/deposit-sites'
import { textedCode } from './support/mailbox'
import { fundedPlayer, signedInPlayer, staked } from './support/players'
import { openPage } from './support/slip'

// Issue 12: deposits through the demo payment provider (a real provider is outside the
// project), payment results, and the reminders.

const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account menu of / })

async function forgetReminder(context: BrowserContext, name: string) {
  const kept = (await context.cookies()).filter((cookie) => cookie.name !== name)
  await context.clearCookies()
  await context.addCookies(kept)
}

test(
  'a deposit in the dialog: an amount, the payment page inside it, then the new balance',
  { tag: '@desktop' },
  async ({ page }) => {
    await signedInPlayer(page.request, { phoneVerified: false })
    await openPage(page, '/sports')
    await expect(page.locator('header [data-balance]')).toHaveText(/€0\.00/)
    expect(await page.evaluate(() => localStorage.getItem('is_registered'))).toBe('true')
    await accountMenu(page).click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Deposit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Deposit' })
    // The first deposit asks for a nickname (DEPOSIT_REQUIRED_FIELDS in the e2e config)…
    await expect(dialog).toContainText('Before your first deposit, complete your profile.')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByLabel('Nickname')).toHaveAccessibleDescription('Fill in this field')
    await dialog.getByLabel('Nickname').fill('Lucky Luke')
    await dialog.getByRole('button', { name: 'Save' }).click()
    // …and verifies the phone (PHONE_VERIFICATION_REQUIRED).
    const number = `+4520${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
    await dialog.getByLabel('Mobile phone').fill('12345')
    await dialog.getByRole('button', { name: 'Text me a code' }).click()
    await expect(dialog.getByLabel('Mobile phone')).toHaveAccessibleDescription(/country code/)
    await dialog.getByLabel('Mobile phone').fill(number)
    await dialog.getByRole('button', { name: 'Text me a code' }).click()
    await expect(dialog.getByRole('status')).toContainText(`code to ${number}`)
    await dialog.getByLabel('Code').fill('000000')
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect(dialog.getByLabel('Code')).toHaveAccessibleDescription('Wrong code')
    await dialog.getByLabel('Code').fill(await textedCode(page.request, number))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    const amount = dialog.getByLabel('Amount (EUR)')
    await amount.fill('0')
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(amount).toHaveAccessibleDescription(/Enter an amount above 0/)
    await dialog.getByRole('button', { name: '€20.00' }).click()
    await expect(amount).toHaveValue('20')
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    const provider = dialog.frameLocator('iframe[title="Payment"]')
    await expect(provider.getByRole('heading', { name: 'Demo payment provider' })).toBeVisible()
    await page.screenshot({ path: '../../.test-output/deposit-iframe-desktop.png' })
    await provider.getByRole('button', { name: 'Pay' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('alert-region')).toContainText('Deposit received')
    await expect(page.locator('header [data-balance]')).toHaveText(/€20\.00/)
  },
)

async function openDeposit(page: Page, site: string) {
  await signedInPlayer(page.request)
  await openPage(page, `${site}/sports/live`)
  await expect(page.locator('header [data-balance]')).toHaveText(/€0\.00/)
  await accountMenu(page).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Deposit' }).click()
}

test(
  'the quick-deposit flag: an amount in the dialog is credited at once',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    await openDeposit(page, depositSite(baseURL, 'quick'))
    const dialog = page.getByRole('dialog', { name: 'Deposit' })
    await dialog.getByLabel('Amount (EUR)').fill('12.5')
    await dialog.getByRole('button', { name: 'Deposit now' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('alert-region')).toContainText('Deposit received')
    await expect(page.locator('header [data-balance]')).toHaveText(/€12\.50/)
  },
)

test(
  'a quick deposit the api refuses says so in an alert and keeps the dialog to try again',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    await openDeposit(page, depositSite(baseURL, 'quick'))
    const { csrf_token } = (await (await page.request.get('/platform/player')).json()) as {
      csrf_token: string
    }
    const limit = await page.request.post('/platform/user_limits', {
      data: { type: 'deposit', amount: 1_000, period: 'day' },
      headers: { 'x-csrf-token': csrf_token },
    })
    expect(limit.status()).toBe(201)
    const dialog = page.getByRole('dialog', { name: 'Deposit' })
    await dialog.getByLabel('Amount (EUR)').fill('12.5')
    await dialog.getByRole('button', { name: 'Deposit now' }).click()
    const alert = page.getByTestId('alert-region')
    await expect(alert).toContainText('Payment failed')
    await expect(dialog).toBeVisible()
    await expect(page.locator('header [data-balance]')).toHaveText(/€0\.00/)
    // Within the limit it goes through.
    await dialog.getByLabel('Amount (EUR)').fill('5')
    await dialog.getByRole('button', { name: 'Deposit now' }).click()
    await expect(dialog).toBeHidden()
    await expect(alert).toContainText('Deposit received')
  },
)

test(
  'the quick-deposit test variant: a player of the test group deposits in the dialog, the others as the site says',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    // The wallet mirror: quick-deposit-test for silver players (€1,000 staked makes silver).
    const site = depositSite(baseURL, 'wallet')
    await fundedPlayer(page.request, 1_000_00)
    await staked(page.request, 1_000_00)
    await openPage(page, `${site}/sports/live`)
    await accountMenu(page).click()
    await page.getByRole('menu').getByRole('menuitem', { name: 'Deposit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Deposit' })
    await dialog.getByLabel('Amount (EUR)').fill('7')
    await dialog.getByRole('button', { name: 'Deposit now' }).click()
    await expect(page.getByTestId('alert-region')).toContainText('Deposit received')
    expect(new URL(page.url()).pathname).toBe('/sports/live')
  },
)

for (const [mode, cashier] of [
  ['wallet', null],
  ['custom', 'this-mirror'],
] as const) {
  test(
    `DEPOSIT_MODE=${mode}: the page goes to ${mode === 'wallet' ? 'the wallet’s deposit page' : 'this mirror’s cashier'} and comes back credited`,
    { tag: '@desktop' },
    async ({ page, baseURL }) => {
      const site = depositSite(baseURL, mode)
      await openDeposit(page, site)
      await expect(page).toHaveURL(/\/platform\/wallet\/deposit\?/)
      const url = new URL(page.url())
      expect(url.searchParams.get('currency')).toBe('EUR')
      expect(url.searchParams.get('return_url')).toBe(`${site}/sports/live`)
      expect(url.searchParams.get('cashier')).toBe(cashier)
      await page.getByLabel('Amount (EUR)').fill('7')
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await page.getByRole('button', { name: 'Pay' }).click()
      await expect(page).toHaveURL(`${site}/sports/live`)
      await expect(page.getByTestId('alert-region')).toContainText('Deposit received')
      await expect(page.locator('header [data-balance]')).toHaveText(/€7\.00/)
    },
  )
}

test(
  'back from the wallet deposit page with a pending payment: the page says so and drops the parameter',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    await signedInPlayer(page.request)
    const back = `${baseURL ?? ''}/sports/live`
    await page.goto(`/platform/wallet/deposit?currency=EUR&return_url=${encodeURIComponent(back)}`)
    await page.getByLabel('Amount (EUR)').fill('15')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await page.getByRole('button', { name: 'Leave pending' }).click()
    await expect(page).toHaveURL(/\/sports\/live$/)
    await expect(page.getByTestId('alert-region')).toContainText('Payment pending')
  },
)

test(
  'a link that says ?deposit=success claims no money unless this player’s deposit completed; ?deposit=error says the payment failed',
  { tag: '@desktop' },
  async ({ page }) => {
    await signedInPlayer(page.request)
    const alerts = page.getByTestId('alert-region')
    // Bare, and naming a deposit that is not this player's: nothing is claimed.
    for (const query of ['deposit=success', `deposit=success&deposit_id=${crypto.randomUUID()}`]) {
      const looked = query.includes('deposit_id')
        ? page.waitForResponse((r) => r.url().includes('/platform/deposits/'))
        : undefined
      await openPage(page, `/sports/live?${query}`)
      await expect(page).toHaveURL(/\/sports\/live$/)
      if (looked) expect((await looked).status()).toBe(404)
      await expect(alerts).not.toContainText('Deposit received')
    }
    await openPage(page, '/sports/live?deposit=error')
    await expect(alerts).toContainText('Payment failed')
    await expect(page).toHaveURL(/\/sports\/live$/)
  },
)

/**
 * The page opened again in the same browser, on a controlled clock run past the reminders'
 * delay (2 s in the e2e config): a reminder that would come back is showing by then.
 */
async function reminderAfterReload(context: BrowserContext, name: string) {
  const again = await context.newPage()
  await again.clock.install()
  await openPage(again, '/sports')
  await again.clock.runFor(3_000)
  return again.getByRole('dialog', { name })
}

test(
  'a new player is reminded to deposit once a day; a visitor is asked to sign up once',
  { tag: '@desktop' },
  async ({ page, context }) => {
    // Four page loads and two reminders: past 30 s once on a busy machine.
    test.slow()
    await forgetReminder(context, 'sign_up_reminder')
    await openPage(page, '/sports')
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible({ timeout: 10_000 })
    await page
      .getByRole('dialog', { name: 'Sign up' })
      .getByRole('button', { name: 'Close' })
      .click()
    await expect(await reminderAfterReload(context, 'Sign up')).toBeHidden()

    await signedInPlayer(page.request)
    await forgetReminder(context, 'deposit_reminder')
    await openPage(page, '/sports')
    const reminder = page.getByRole('dialog', { name: 'Deposit' })
    await expect(reminder).toBeVisible({ timeout: 10_000 })
    // A new player: the deposit starts with the profile fields it needs.
    await expect(reminder.getByLabel('Nickname')).toBeVisible()
    await reminder.getByRole('button', { name: 'Close' }).click()
    await expect(await reminderAfterReload(context, 'Deposit')).toBeHidden()
  },
)
