import { jackpotHitsResponseSchema } from '@sportsbook/contracts'
import { expect, test } from '@playwright/test'
import { depositSite } from './support/deposit-sites'
import { openSideMenu } from './support/menu'
import { fundedPlayer, signedInPlayer, staked } from './support/players'
import { acceptAnyOdds, listedBets, openPage, pickPrematch, slipPanel } from './support/slip'

// Decision 134, against e2e/support/jackpots.json: a dollar jackpot whose mini level (seed
// $10.00) drops on every bet of $1 or more; the other journeys bet in euros.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
})

test(
  'a player sees the pools, learns in the slip what the bet plays for, wins the mini and is told once',
  { tag: '@desktop' },
  async ({ page }) => {
    await fundedPlayer(page.request, 10_000, 'USD')
    // The desktop header has no room for it: the footer links it.
    await openPage(page, '/sports')
    await page
      .getByRole('navigation', { name: 'Site information' })
      .getByRole('link', { name: 'Jackpots' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Jackpots' })).toBeVisible()
    const card = page.getByRole('article', { name: 'Dollar jackpot' })
    await expect(card.locator('[data-jackpot-level="mini"]')).toContainText('Mini Running$10.00')
    // A level the operator switched off is listed, marked, and left out of the total.
    await expect(card.locator('[data-jackpot-level="retired"]')).toContainText('Not running')
    await expect(card).toContainText(/All levels: \$5,01\d\.\d\d/)
    await expect(card).toContainText('Bets of $1.00 or more play')

    await pickPrematch(page, 1)
    const slip = slipPanel(page)
    await acceptAnyOdds(slip)
    const stake = slip.getByRole('textbox', { name: 'Stake (USD)' })
    await stake.fill('0.50')
    const line = slip.locator('[data-slip-jackpot="e2e-dollars"]')
    await expect(line).toHaveText('Stake $1.00 or more to play for Dollar jackpot')
    await stake.fill('10')
    await expect(line).toHaveText('Plays for Dollar jackpot')
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible()

    // The mini's $10.00 and this bet's 1 % of $10: the popup comes after the placement.
    const popup = page.getByRole('dialog', { name: 'Jackpot!' })
    await expect(popup).toContainText(
      'You won $10.10 in the Dollar jackpot (Mini). It is in your balance.',
    )
    await popup.getByRole('button', { name: 'Great' }).click()
    await expect(popup).toBeHidden()
    await expect(async () => {
      const unseen = await page.request.get('/api/v2/jackpot-hits?forUser=true&unseen=true')
      expect(jackpotHitsResponseSchema.parse(await unseen.json()).data).toEqual([])
    }).toPass()
    // $100.00 deposited, $10.00 staked, $10.10 won.
    await expect(page.getByRole('banner')).toContainText('$100.10')

    const [placed] = await listedBets(page.request)
    expect(placed?.used_in_jackpot).toBe(true)
    await slip.getByRole('button', { name: 'Show my bets' }).click()
    await expect(slip.locator(`[data-bet="${placed?.id ?? ''}"] [data-bet-jackpot]`)).toHaveText(
      'Played for a jackpot',
    )

    // The jackpot's page lists the win, by the player's digest, and does not pop it up again.
    await openPage(page, '/sports/jackpots/e2e-dollars')
    await expect(page.getByRole('heading', { level: 1, name: 'Dollar jackpot' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Recent wins' }).getByRole('listitem').first(),
    ).toContainText(/Mini: \$10\.\d\d to player [0-9a-f]{8}/)
    await expect(popup).toBeHidden()
  },
)

test(
  'a jackpot win and a new bonus waiting together pop up one after the other, never both at once',
  { tag: '@desktop' },
  async ({ page }) => {
    // A new player (the welcome freebet unseen) whose first $10 bet drops the mini.
    await fundedPlayer(page.request, 10_000, 'USD', { bonusesSeen: false })
    await staked(page.request, 1_000, 'USD')
    await expect(async () => {
      const unseen = await page.request.get('/api/v2/jackpot-hits?forUser=true&unseen=true')
      expect(jackpotHitsResponseSchema.parse(await unseen.json()).data).toHaveLength(1)
    }).toPass()
    await openPage(page, '/sports')
    const bonus = page.getByRole('dialog', { name: 'A new bonus for you' })
    const jackpot = page.getByRole('dialog', { name: 'Jackpot!' })
    await expect(bonus.or(jackpot)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
    if (await bonus.isVisible()) {
      await bonus.getByRole('button', { name: 'Close' }).click()
      await expect(jackpot).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(1)
      await jackpot.getByRole('button', { name: 'Great' }).click()
    } else {
      await expect(jackpot).toBeVisible()
      await jackpot.getByRole('button', { name: 'Great' }).click()
      await expect(bonus).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(1)
      await bonus.getByRole('button', { name: 'Close' }).click()
    }
    await expect(page.getByRole('dialog')).toHaveCount(0)
  },
)

test('the jackpots are in the phone’s menu', { tag: '@phone' }, async ({ page }) => {
  await signedInPlayer(page.request)
  await openPage(page, '/sports')
  await (await openSideMenu(page)).getByRole('link', { name: 'Jackpots' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Jackpots' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Dollar jackpot' })).toBeVisible()
})

test(
  'without the jackpots flag there is no jackpot page or link',
  { tag: '@phone' },
  async ({ page, baseURL }) => {
    const site = depositSite(baseURL, 'wallet')
    const missing = await page.request.get(`${site}/sports/jackpots`)
    expect(missing.status()).toBe(404)
    expect((await page.request.get(`${site}/sports/jackpots/e2e-dollars`)).status()).toBe(404)
    await openPage(page, `${site}/sports`)
    const menu = await openSideMenu(page)
    await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Jackpots' })).toHaveCount(0)
  },
)
