import { expect, test } from '@playwright/test'
import { fundedPlayer } from './support/players'
import { acceptAnyOdds, listedBets, pickPrematch, slipPanel } from './support/slip'

// Issue 11: the slip, placing, my bets — against the real api and feed.

// These players accepted cookies long ago: the banner would cover the slip's bottom.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
})

test(
  'a visitor’s slip asks to sign in on placing; once signed in, one click places one single, listed in my bets',
  { tag: '@desktop' },
  async ({ page, playwright, baseURL }) => {
    // The player exists (and has money) but this browser is not signed in.
    const other = await playwright.request.newContext({ baseURL: baseURL ?? '' })
    const { email, password } = await fundedPlayer(other)
    await other.dispose()

    const [id] = await pickPrematch(page, 1)
    const slip = slipPanel(page)
    await expect(slip.getByRole('tab', { name: /Bet slip/, selected: true })).toContainText('(1)')
    await expect(slip.locator(`[data-selection="${id ?? ''}"]`)).toBeVisible()
    await acceptAnyOdds(slip)
    const stake = slip.getByRole('textbox', { name: 'Stake (EUR)' })
    await expect(stake).toHaveAttribute('inputmode', 'decimal')
    // The potential win follows each keystroke.
    await stake.pressSequentially('2')
    const first = await slip.locator('[data-potential-win]').textContent()
    await stake.pressSequentially('5')
    await expect(slip.locator('[data-potential-win]')).not.toHaveText(first ?? '')
    await expect(slip.locator('[data-total-stake]')).toHaveText('€25.00')

    await slip.getByRole('button', { name: 'Place bet' }).click()
    const signIn = page.getByRole('dialog', { name: 'Sign in' })
    await expect(signIn).toBeVisible()
    await signIn.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await signIn.getByLabel('Password').fill(password)
    await signIn.getByRole('button', { name: 'Sign in' }).click()
    await expect(signIn).toBeHidden()
    await expect(page.locator('header [data-balance]').first()).toContainText('€1,000.00')

    // A double click places one bet (the machine ignores a click while placing).
    await slip.getByRole('button', { name: 'Place bet' }).dblclick()
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible()
    const bets = await listedBets(page.request)
    expect(bets).toHaveLength(1)
    expect(bets[0]).toMatchObject({ type: 'single', stake: { subunits: 2500, currency: 'EUR' } })
    // The balance comes down (balance_changed on the private channel, or the refetch).
    await expect(page.locator('header [data-balance]').first()).toContainText('€975.00')

    await slip.getByRole('button', { name: 'Show my bets' }).click()
    const card = slip.locator(`[data-bet="${bets[0]?.id ?? ''}"]`)
    await expect(card).toContainText('Single')
    await expect(card).toContainText('Open')
    await expect(card).toContainText('€25.00')
  },
)

test(
  'a multi-single, a combo and a system bet are placed from the slip and listed in my bets',
  { tag: '@desktop' },
  async ({ page }) => {
    await fundedPlayer(page.request)
    await pickPrematch(page, 3)
    const slip = slipPanel(page)
    await acceptAnyOdds(slip)

    // Three football matches: singles side by side, each with its own stake.
    await expect(slip.getByRole('button', { name: 'Singles', pressed: true })).toBeVisible()
    await expect(slip.locator('[data-problems]')).toContainText('Enter a stake.')
    for (const field of await slip.getByRole('textbox', { name: /^Stake on / }).all())
      await field.fill('1')
    await expect(slip.locator('[data-total-stake]')).toHaveText('€3.00')
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(slip.getByRole('heading', { name: '3 bets placed' })).toBeVisible()
    await slip.getByRole('button', { name: 'OK' }).click()

    await pickPrematch(page, 3)
    await slip.getByRole('button', { name: 'Combo · Trebles' }).click()
    await slip.getByRole('textbox', { name: 'Stake (EUR)' }).fill('2')
    await expect(slip.locator('[data-total-odds]')).not.toBeEmpty()
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible()
    await slip.getByRole('button', { name: 'OK' }).click()

    await pickPrematch(page, 3)
    await slip.getByRole('button', { name: 'System' }).click()
    await expect(slip.getByRole('combobox', { name: 'System' })).toHaveValue('2/3')
    await expect(slip.getByRole('combobox', { name: 'System' })).toContainText('2/3 (3 bets)')
    await slip.getByRole('textbox', { name: 'Stake per bet (EUR)' }).fill('1')
    // 3 combinations at 1 each.
    await expect(slip.locator('[data-total-stake]')).toHaveText('€3.00')
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible()

    const bets = await listedBets(page.request)
    expect(bets.map((bet) => bet.type).sort()).toEqual([
      'combo',
      'single',
      'single',
      'single',
      'system',
    ])
    expect(bets.find((bet) => bet.type === 'system')?.system?.id).toBe('2/3')

    await slip.getByRole('button', { name: 'Show my bets' }).click()
    await expect(slip.locator('[data-bet]')).toHaveCount(5)
    await expect(slip.getByText('System 2/3')).toBeVisible()
    await slip.getByRole('button', { name: 'Settled' }).click()
    await expect(slip.getByText('No bets here yet.')).toBeVisible()
  },
)

test(
  'a price that moved before placing: the api refuses it, the slip shows old → new and places once accepted',
  { tag: '@desktop' },
  async ({ page }) => {
    await fundedPlayer(page.request)
    const [id] = await pickPrematch(page, 1)
    // The slip as saved, but taken at a price 0.05 below today's (what a price move does
    // between the click and the bet): accepted odds go to the api as they are.
    await page.evaluate(() => {
      const slip = JSON.parse(sessionStorage.getItem('bets') ?? '{}') as {
        selections: { oddsMillis: number; acceptedOddsMillis: number; initialOddsMillis: number }[]
      }
      for (const s of slip.selections) {
        const stale = s.oddsMillis - 50
        Object.assign(s, { oddsMillis: stale, acceptedOddsMillis: stale, initialOddsMillis: stale })
      }
      sessionStorage.setItem('bets', JSON.stringify(slip))
    })
    // A page that shows no prices: the slip keeps the stale one until the api speaks.
    await page.goto('/sports/about')
    const slip = slipPanel(page)
    await expect(slip.locator(`[data-selection="${id ?? ''}"]`)).toBeVisible()
    await slip.getByRole('textbox', { name: 'Stake (EUR)' }).fill('1')
    await slip.getByRole('button', { name: 'Place bet' }).click()

    await expect(slip.getByRole('button', { name: 'Accept changes' })).toBeVisible()
    await expect(slip.locator('[data-ticket-error]')).toBeVisible()
    const selection = slip.locator(`[data-selection="${id ?? ''}"]`)
    await expect(selection.locator('del')).toBeVisible()
    // Screen readers hear it.
    await expect(slip.locator('[data-odds-announcer]')).toContainText('odds changed from')
    expect(await listedBets(page.request)).toHaveLength(0)

    await acceptAnyOdds(slip)
    await slip.getByRole('button', { name: 'Accept changes' }).click()
    await expect(selection.locator('del')).toHaveCount(0)
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible()
    expect(await listedBets(page.request)).toHaveLength(1)
  },
)

test(
  'going offline while placing shows the error alert and leaves no ghost bet',
  { tag: '@desktop' },
  async ({ page, context }) => {
    await fundedPlayer(page.request)
    await pickPrematch(page, 1)
    const slip = slipPanel(page)
    await slip.getByRole('textbox', { name: 'Stake (EUR)' }).fill('1')
    // Signed in and known to the page before the connection goes.
    await expect(page.locator('header [data-balance]').first()).toContainText('€')
    await context.setOffline(true)
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(page.getByTestId('alert-region')).toContainText(
      /Something went wrong|No connection/,
    )
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeEnabled()
    await context.setOffline(false)
    expect(await listedBets(page.request)).toHaveLength(0)
    // The selection is still there to try again.
    await expect(slip.locator('[data-selection]')).toHaveCount(1)
  },
)

test(
  'a shared link restores the slip; an unknown code says so',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    const ids = await pickPrematch(page, 2)
    const slip = slipPanel(page)
    await slip.getByRole('button', { name: 'Combo · Doubles' }).click()
    await slip.getByRole('button', { name: 'Share this bet' }).click()
    const link = await slip.getByRole('textbox', { name: 'Link to this bet' }).inputValue()
    expect(link).toMatch(/\/sports\?share_code=\w+$/)

    const visitor = await browser.newContext()
    const other = await visitor.newPage()
    await other.goto(link)
    const restored = slipPanel(other)
    for (const id of ids) await expect(restored.locator(`[data-selection="${id}"]`)).toBeVisible()
    await expect(
      restored.getByRole('button', { name: 'Combo · Doubles', pressed: true }),
    ).toBeVisible()
    await expect(other).toHaveURL(/\/sports$/)

    await other.goto('/sports?share_code=NOSUCHCODE')
    const dialog = other.getByRole('dialog', { name: 'Shared bet' })
    await expect(dialog).toContainText('This shared bet was not found')
    await visitor.close()
  },
)
