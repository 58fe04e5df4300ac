import { expect, test } from '@playwright/test'
import { fundedPlayer } from './support/players'
import { openPage } from './support/slip'

// Issue 25: limits a player sets — lower at once, higher after the cooling period, a break that
// signs the player out.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
})

test(
  'a player lowers a deposit limit and the next deposit above it is refused; raising it waits; a break signs out',
  { tag: '@desktop' },
  async ({ page }) => {
    await fundedPlayer(page.request, 1_000)
    await openPage(page, '/sports')
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu/ })
      .click()
    await page.getByRole('menuitem', { name: 'Limits' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible()
    await expect(page.getByText('You have no limits.')).toBeVisible()
    await expect(page.getByText(/A higher one applies after 24 hours/)).toBeVisible()

    const form = page.getByRole('main')
    await form.getByRole('combobox', { name: 'Limit' }).selectOption('deposit')
    await form.getByLabel('Amount (EUR)').fill('0')
    await form.getByRole('button', { name: 'Set limit' }).click()
    await expect(form.getByRole('alert')).toHaveText('Enter an amount above 0.')
    await form.getByLabel('Amount (EUR)').fill('50')
    await form.getByRole('combobox', { name: 'Per' }).selectOption('day')
    await form.getByRole('button', { name: 'Set limit' }).click()
    await expect(page.getByText('Your limit is set.')).toBeVisible()
    const deposits = page.locator('tr[data-limit="deposit"]')
    await expect(deposits).toHaveCount(1)
    await expect(deposits).toContainText('€50.00 per day')
    await expect(deposits).toContainText('Active')

    // The limit is the api's: €10 already deposited today, €45 more would pass €50.
    const { csrf_token } = (await (await page.request.get('/platform/player')).json()) as {
      csrf_token: string
    }
    const deposit = (amount: number) =>
      page.request.post('/platform/deposits/quick', {
        data: { currency: 'EUR', amount },
        headers: { 'x-csrf-token': csrf_token },
      })
    const refused = await deposit(4_500)
    expect(refused.status()).toBe(403)
    expect(await refused.text()).toContain('out_of_limit')
    expect((await deposit(4_000)).status()).toBe(200)

    // Raising it waits for the cooling period: the €50 stays in force meanwhile.
    await form.getByLabel('Amount (EUR)').fill('100')
    await form.getByRole('button', { name: 'Set limit' }).click()
    await expect(page.getByText(/Your new limit applies from/)).toBeVisible()
    await expect(deposits).toHaveCount(2)
    await expect(page.locator('tr[data-limit="deposit"][data-status="unconfirmed"]')).toContainText(
      '€100.00 per day',
    )

    // A break: confirmed, it signs the player out.
    await form.getByRole('combobox', { name: 'Limit' }).selectOption('coolingoff')
    await form.getByLabel('Days').fill('7')
    await form.getByRole('button', { name: 'Take a break' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'Confirm that you understand it cannot be ended early.',
    )
    await form.getByLabel('I understand that I cannot end it early.').check()
    await form.getByRole('button', { name: 'Take a break' }).click()
    await expect(page.getByText('Sign in to set your limits.')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
  },
)
