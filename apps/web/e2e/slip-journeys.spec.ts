import { expect, test } from '@playwright/test'
import { fundedPlayer } from './support/players'
import { acceptAnyOdds, listedBets, pickPrematch, slipPanel } from './support/slip'

// Issue 22: what a player tripped over in the slip.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
})

test(
  'a session that expires while placing asks to sign in and keeps the selections and stakes',
  { tag: '@desktop' },
  async ({ page, context }) => {
    const { email, password } = await fundedPlayer(page.request)
    const ids = await pickPrematch(page, 2)
    const slip = slipPanel(page)
    await acceptAnyOdds(slip)
    await slip.getByRole('textbox', { name: /^Stake on / }).first().fill('3')
    await slip.getByRole('textbox', { name: /^Stake on / }).last().fill('4')

    // The session ends on the server's side (here: its cookie is gone).
    await context.clearCookies({ name: 'sb_session' })
    await slip.getByRole('button', { name: 'Place bet' }).click()
    const signIn = page.getByRole('dialog', { name: 'Sign in' })
    await expect(signIn).toBeVisible()
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible()
    await signIn.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await signIn.getByLabel('Password').fill(password)
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(signIn).toBeHidden()

    for (const id of ids) await expect(slip.locator(`[data-selection="${id}"]`)).toBeVisible()
    await expect(slip.locator('[data-total-stake]')).toHaveText('€7.00')
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(slip.getByRole('heading', { name: '2 bets placed' })).toBeVisible()
    expect((await listedBets(page.request)).map((bet) => bet.stake.subunits).sort()).toEqual([
      300, 400,
    ])
  },
)
