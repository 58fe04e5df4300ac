import { bonusesResponseSchema } from '@sportsbook/contracts'
import { depositSite } from './support/deposit-sites'
import { expect, test } from '@playwright/test'
import { fundedPlayer, signedInPlayer } from './support/players'
import { textedCode } from './support/mailbox'
import {
  acceptAnyOdds,
  clearSlip,
  listedBets,
  openPage,
  pickPrematch,
  slipPanel,
  soonestLivePick,
} from './support/slip'

// Issue 24: bonuses from the player's side, against e2e/support/bonus-campaigns.json — a
// welcome freebet on sign-up, a comboboost for the promo code BOOST3, an upcoming campaign.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
})

test(
  'a new player gets the welcome freebet, sees it on promotions and in the slip, places with it and sees it settled',
  { tag: '@desktop' },
  async ({ page }) => {
    // The bet goes on the live match that ends soonest; matches end in simulated time.
    test.setTimeout(300_000)
    // No deposit: the stake can only come from the freebet.
    await signedInPlayer(page.request, { bonusesSeen: false })
    await openPage(page, '/sports/promotions')
    // The new bonus pops up once; closed, it is marked seen and does not come back.
    const popup = page.getByRole('dialog', { name: 'A new bonus for you' })
    await expect(popup.getByRole('heading', { name: 'Welcome freebet' })).toBeVisible()
    await expect(popup.getByRole('button', { name: 'Activate' })).toBeVisible()
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
    await expect(async () => {
      const unseen = await page.request.get('/api/v2/bonuses?unseen=true')
      expect(bonusesResponseSchema.parse(await unseen.json()).data).toEqual([])
    }).toPass()
    await page.reload()
    const mine = page.getByRole('region', { name: 'My bonuses' })
    const card = mine.getByRole('article', { name: 'Welcome freebet' })
    await expect(card).toContainText('Available')
    await expect(card).toContainText('€5.00 left')
    // The campaign the player holds is shown once, as theirs, not again among the offers.
    const offers = page.getByRole('region', { name: 'Offers' })
    await expect(offers.getByRole('article', { name: 'Welcome freebet' })).toHaveCount(0)
    await card.getByRole('button', { name: /^Details/ }).click()
    const details = page.getByRole('dialog', { name: 'Welcome freebet' })
    await expect(details).toContainText('Total odds from 1.50 to 50.00')
    // Its own validity, from when it was issued (today), not the campaign's start in January.
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date())
    await expect(details).toContainText(`Valid from ${today}`)
    await expect(details).toContainText('A win pays the winnings without the stake.')
    await details.getByRole('button', { name: 'Activate' }).click()
    await expect(details).toBeHidden()
    await expect(card).toContainText('Active')

    const slip = slipPanel(page)
    const place = slip.getByRole('button', { name: 'Place bet' })
    const placedHeading = slip.getByRole('heading', { name: 'Bet placed' })
    // A live price can leave the freebet's odds range, go off sale or be refused (the outcome
    // about to be decided) before the bet is in: then the player clears the slip and backs
    // another live match a freebet can back — each attempt on a match not tried before.
    const tried = new Set<string>()
    await expect(async () => {
      if (await placedHeading.isVisible()) return
      await clearSlip(slip)
      const { match, outcomeKey } = await soonestLivePick(page, tried)
      tried.add(match.id)
      await openPage(page, `/sports/${match.sport.key}/${match.slug}`)
      // Bounded: a match that ends meanwhile disables its prices, and the next match is tried.
      await page
        .locator(`main button[data-outcome="${outcomeKey}"]`)
        .first()
        .click({ timeout: 10_000 })
      await acceptAnyOdds(slip, 5_000)
      await slip
        .getByRole('group', { name: 'Bonus' })
        .getByRole('radio', { name: /Welcome freebet/ })
        .check({ timeout: 5_000 })
      // The freebet's amount is the stake, and it cannot be typed over.
      const stake = slip.getByRole('textbox', { name: 'Stake (EUR)' })
      await expect(stake).toHaveValue('5')
      await expect(stake).toHaveAttribute('readonly', '')
      await expect(place).toBeEnabled({ timeout: 5_000 })
      await place.click()
      await expect(placedHeading).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 150_000 })

    const [placed] = await listedBets(page.request)
    expect(placed?.bonus).toMatchObject({ type: 'freebet' })
    expect(placed?.stake).toEqual({ subunits: 500, currency: 'EUR' })
    await slip.getByRole('button', { name: 'Show my bets' }).click()
    const betCard = slip.locator(`[data-bet="${placed?.id ?? ''}"]`)
    await expect(betCard.locator('[data-bet-bonus="freebet"]')).toHaveText('Placed with Freebet')

    // Settled when its match ends; my bets shows it without a reload.
    await expect(async () => {
      const [bet] = await listedBets(page.request)
      expect(bet?.status).toBe('done')
    }).toPass({ timeout: 240_000, intervals: [2_000] })
    await expect(betCard).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
    // The settlement is a notification too (issue 25): counted on the bell, listed, read.
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ })
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
    await bell.click()
    const notice = page.getByRole('main').getByRole('listitem')
    await expect(notice).toHaveCount(1)
    await expect(notice).toContainText(/Your bet (won|lost|was void)/)
    await expect(notice).toContainText(`Bet ${placed?.ref ?? ''}`)
    await page.getByRole('button', { name: 'Mark all read' }).click()
    await expect(bell).toHaveAccessibleName('Notifications')
    await openPage(page, '/sports/promotions')
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Past' }).click()
    await expect(mine.getByRole('article', { name: 'Welcome freebet' })).toContainText('Used up')
  },
)

test(
  'a promo code issues a comboboost; a 3-selection combo shows the boosted odds and is placed at them',
  { tag: '@desktop' },
  async ({ page }) => {
    await fundedPlayer(page.request)
    // The player's bonuses are asked for 4 at a time (spec §9.1), not all at once.
    const listed = page.waitForRequest((r) => {
      const url = new URL(r.url())
      return url.pathname === '/api/v2/bonuses' && !url.searchParams.has('unseen')
    })
    await openPage(page, '/sports/promotions')
    const asked = new URL((await listed).url()).searchParams
    expect([asked.get('page'), asked.get('limit')]).toEqual(['1', '4'])
    const code = page.getByRole('textbox', { name: 'Promo code' })
    await code.fill('NOPE')
    await page.getByRole('button', { name: 'Redeem' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'does not exist' })).toBeVisible()
    await code.fill('boost3')
    await page.getByRole('button', { name: 'Redeem' }).click()
    await expect(page.getByText('“Triple boost” is yours.')).toBeVisible()
    const mine = page.getByRole('region', { name: 'My bonuses' })
    await expect(mine.getByRole('article', { name: 'Triple boost' })).toContainText('3 bets left')
    // A code gives its bonus once.
    await code.fill('BOOST3')
    await page.getByRole('button', { name: 'Redeem' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'already used' })).toBeVisible()

    await pickPrematch(page, 3)
    const slip = slipPanel(page)
    await acceptAnyOdds(slip)
    await slip.getByRole('button', { name: 'Combo · Trebles' }).click()
    // The boost is chosen by itself and multiplies the total odds.
    const boost = slip.getByRole('group', { name: 'Bonus' }).getByRole('radio', {
      name: /Triple boost/,
    })
    await expect(boost).toBeChecked()
    await expect(slip.getByRole('group', { name: 'Bonus' })).toContainText(
      'Step 1: total odds × 1.25, 3 selections count',
    )
    await slip.getByRole('textbox', { name: 'Stake (EUR)' }).fill('2')
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible()

    const [bet] = await listedBets(page.request)
    expect(bet?.bonus).toMatchObject({ type: 'comboboost', odds: 1.25 })
    const legs = (bet?.selections ?? []).reduce((odds, s) => odds * s.odds, 1)
    expect(bet?.odds).toBeCloseTo(legs * 1.25, 2)
    await slip.getByRole('button', { name: 'Show my bets' }).click()
    await expect(slip.locator(`[data-bet="${bet?.id ?? ''}"] [data-bet-bonus]`)).toHaveText(
      'Boosted × 1.25',
    )
    await openPage(page, '/sports/promotions')
    await expect(mine.getByRole('article', { name: 'Triple boost' })).toContainText('2 bets left')
  },
)

test(
  'a boost for verified players: the slip says so, the player verifies the phone there, and the combo is boosted',
  { tag: '@desktop' },
  async ({ page }) => {
    await fundedPlayer(page.request, 100_000, 'EUR', { phoneVerified: false })
    const { csrf_token } = (await (await page.request.get('/platform/player')).json()) as {
      csrf_token: string
    }
    const redeemed = await page.request.post('/api/v2/bonuses/promo-code', {
      data: { code: 'VERIFIED2' },
      headers: { 'x-csrf-token': csrf_token },
    })
    expect(redeemed.status(), await redeemed.text()).toBe(200)
    await pickPrematch(page, 2)
    const slip = slipPanel(page)
    await acceptAnyOdds(slip)
    await slip.getByRole('button', { name: 'Combo · Doubles' }).click()
    const bonus = slip.getByRole('group', { name: 'Bonus' })
    const boost = bonus.getByRole('radio', { name: /Verified boost/ })
    await expect(boost).toBeDisabled()
    await expect(bonus).toContainText('For players with a verified phone')
    await bonus.getByRole('button', { name: 'Verify your phone to get it' }).click()
    const dialog = page.getByRole('dialog', { name: 'Verify your phone' })
    const number = `+4531${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
    await dialog.getByLabel('Mobile phone').fill(number)
    await dialog.getByRole('button', { name: 'Text me a code' }).click()
    await dialog.getByLabel('Code').fill(await textedCode(page.request, number))
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect(dialog).toContainText('verified')
    await page.keyboard.press('Escape')
    // Verified, the boost applies (and is chosen by itself).
    await expect(boost).toBeEnabled()
    await expect(boost).toBeChecked()
    await slip.getByRole('textbox', { name: 'Stake (EUR)' }).fill('2')
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible()
    const [bet] = await listedBets(page.request)
    expect(bet?.bonus).toMatchObject({ type: 'comboboost', odds: 1.2 })
  },
)

test(
  'in singles each bet has its own chooser; a freebet taken by one is not offered to the other',
  { tag: '@desktop' },
  async ({ page }) => {
    await fundedPlayer(page.request)
    // Two prices a freebet of 1.50–50 may back, on two matches.
    await openPage(page, '/sports/schedule?sport=football')
    const picked: string[] = []
    for (const row of await page.locator('main li[data-match]').all()) {
      for (const button of await row.locator('button[data-outcome]:not([disabled])').all()) {
        const odds = Number(/\d+\.\d+/.exec(await button.innerText())?.[0])
        if (odds < 1.7 || odds > 30) continue
        await button.click()
        await expect(button).toHaveAttribute('aria-pressed', 'true')
        picked.push((await button.getAttribute('data-outcome')) ?? '')
        break
      }
      if (picked.length === 2) break
    }
    expect(picked).toHaveLength(2)
    const slip = slipPanel(page)
    await acceptAnyOdds(slip)
    const choosers = slip.getByRole('group', { name: /^Bonus on / })
    await expect(choosers).toHaveCount(2)
    // Picking a freebet that is not active yet activates it first.
    const freebet = choosers.nth(0).getByRole('radio', { name: /Welcome freebet/ })
    await freebet.click()
    await expect(freebet).toBeChecked()
    const [firstStake, secondStake] = await slip.getByRole('textbox', { name: /^Stake on / }).all()
    await expect(firstStake ?? slip).toHaveValue('5')
    const other = choosers.nth(1).getByRole('radio', { name: /Welcome freebet/ })
    await expect(other).toBeDisabled()
    await expect(choosers.nth(1)).toContainText('Taken by another bet of this slip')
    await secondStake?.fill('1')
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(slip.getByRole('heading', { name: '2 bets placed' })).toBeVisible()
    const bets = await listedBets(page.request)
    expect(bets.map((bet) => bet.bonus?.type ?? null).sort()).toEqual(['freebet', null])
  },
)

test(
  'bets at the minimum stake count towards freebet progress; the slip that completes it earns a freebet',
  { tag: '@desktop' },
  async ({ page }) => {
    await fundedPlayer(page.request)
    await pickPrematch(page, 2)
    const slip = slipPanel(page)
    await acceptAnyOdds(slip)
    const progress = slip
      .getByRole('list', { name: 'Freebet progress' })
      .locator('[data-freebet-progress="bet-and-get"]')
    await expect(progress).toContainText('Bet and get: 0 of 2 bets')
    await expect(progress).toContainText('Bets from €77.00 count')
    const [first, second] = await slip.getByRole('textbox', { name: /^Stake on / }).all()
    await first?.fill('77')
    await second?.fill('5')
    await expect(progress).toContainText('This slip adds 1 bet')
    await second?.fill('77')
    await expect(progress).toContainText('Placing this slip earns 1 freebet of €3.00')
    await slip.getByRole('button', { name: 'Place bet' }).click()
    await expect(slip.getByRole('heading', { name: '2 bets placed' })).toBeVisible()
    // The freebet earned arrives on its own: it pops up.
    const popup = page.getByRole('dialog', { name: 'A new bonus for you' })
    await expect(popup.getByRole('heading', { name: 'Bet and get' })).toBeVisible()
    await expect(popup).toContainText('€3.00 left')
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
  },
)

test(
  'without the progress-bar-freebets flag the slip shows no freebet progress',
  { tag: '@desktop' },
  async ({ page, baseURL }) => {
    await fundedPlayer(page.request)
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v2/bonuses/freebets/amb')
        asked.push(request.url())
    })
    // The quick-deposit mirror runs without the flag; the main site (above) shows it.
    const site = depositSite(baseURL, 'quick')
    await openPage(page, `${site}/sports/schedule?sport=football`)
    await page.locator('main li[data-match] button[data-outcome]:not([disabled])').first().click()
    const slip = slipPanel(page)
    await expect(slip.getByRole('textbox', { name: 'Stake (EUR)' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(slip.getByRole('list', { name: 'Freebet progress' })).toHaveCount(0)
    expect(asked).toEqual([])
  },
)

test('the home page’s bonus widgets show a visitor the offers and the running tournament', async ({
  page,
}) => {
  // Loaded after the page's own code (decision 158's budget): they come without a reload.
  await openPage(page, '/sports')
  const offers = page.getByRole('region', { name: 'Bonuses on offer' })
  await expect(offers.getByText('Welcome freebet')).toBeVisible()
  await expect(offers.getByRole('link', { name: 'All promotions' })).toHaveAttribute(
    'href',
    /\/promotions$/,
  )
  const board = page.getByRole('region', { name: 'Weekend cup: leaderboard' })
  await expect(board.getByRole('link', { name: 'The full leaderboard' })).toBeVisible()
})

test('visitors see the public offers by period and a call to sign up, never a private list', async ({
  page,
}) => {
  await openPage(page, '/sports/promotions')
  const offers = page.getByRole('region', { name: 'Offers' })
  // A freebet offer shows its value (in the site's currency to a visitor).
  const welcome = offers.getByRole('article', { name: 'Welcome freebet' })
  await expect(welcome).toContainText('Amount €5.00')
  // Its banner comes through the image proxy (on the asset origin, ASSET_PREFIX), resized, and loads.
  const banner = welcome.locator('img')
  await expect(banner).toHaveAttribute('src', /\/image\?url=%2Fimages%2Fpromotions%2F.+&w=\d+$/)
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  // The promo-code campaign is not public.
  await expect(offers.getByRole('article', { name: 'Triple boost' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'My bonuses' })).toHaveCount(0)
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible()
  await page.keyboard.press('Escape')
  const periods = page.getByRole('group', { name: 'Show' })
  await periods.getByRole('button', { name: 'Upcoming' }).click()
  await expect(offers.getByRole('article', { name: 'Future cup freebet' })).toContainText(
    /From .*2034/,
  )
  await periods.getByRole('button', { name: 'Past' }).click()
  await expect(offers).toContainText('No offers in this period.')
})

test(
  'a lootbox from a promo code opens for its prize, which lands among the freebets',
  { tag: '@desktop' },
  async ({ page }) => {
    await fundedPlayer(page.request)
    await openPage(page, '/sports/promotions')
    await page.getByRole('textbox', { name: 'Promo code' }).fill('chest')
    await page.getByRole('button', { name: 'Redeem' }).click()
    const mine = page.getByRole('region', { name: 'My bonuses' })
    const chest = mine.getByRole('article', { name: 'Test chest' })
    await expect(chest).toContainText('A chest to open')
    await chest.getByRole('button', { name: /Details/ }).click()
    const details = page.getByRole('dialog', { name: 'Test chest' })
    await expect(
      details.getByRole('img', { name: 'A medium chest: A chest to open' }),
    ).toBeVisible()
    await expect(details).toContainText('A freebet: 100%')
    await details.getByRole('button', { name: 'Open the chest' }).click()
    // The chest opens in place with the prize inside, and says where it went.
    await expect(
      details.getByRole('img', { name: 'A medium chest: Opened: a freebet was inside' }),
    ).toBeVisible()
    await expect(details.getByRole('button', { name: 'Open the chest' })).toHaveCount(0)
    await expect(details).toContainText('Used up')
    await expect(page.getByText('A freebet was in the chest: it is in My bonuses.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(mine.getByRole('article', { name: 'Chest freebet' })).toContainText('€3.00 left')
    // Opened, the chest is used: it has gone to the past ones, showing what it held.
    await expect(chest).toHaveCount(0)
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Past' }).click()
    await expect(chest).toContainText('Opened: a freebet was inside')
  },
)
