import { expect, test, type Locator } from '@playwright/test'
import { fundedPlayer } from './support/players'
import { openPage, pickPrematch, slipPanel } from './support/slip'

// Issue 22: the header and the phone layout — Deposit by the balance, sheets that leave the tab
// bar usable, a cookie banner that covers no button that matters.

/** Whether two elements' boxes overlap on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()]
  if (!boxA || !boxB) return false
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  )
}

test('a signed-in desktop player has Deposit next to the balance; the banner leaves Place bet free @desktop', async ({
  page,
}) => {
  await fundedPlayer(page.request)
  await pickPrematch(page, 1)
  const header = page.getByRole('banner')
  await expect(header.locator('[data-balance]')).toContainText('€1,000.00')
  await header.getByRole('button', { name: 'Deposit' }).click()
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Deposit' }).getByRole('button', { name: 'Close' }).click()

  const banner = page.getByRole('region', { name: /cookie/i }).or(page.getByText(/We use cookies/))
  await expect(banner.first()).toBeVisible()
  const place = slipPanel(page).getByRole('button', { name: 'Place bet' })
  await place.scrollIntoViewIfNeeded()
  expect(await overlap(banner.first(), place)).toBe(false)
})

test('on a phone, the slip sheet keeps the tab bar: a second tap on Bet slip closes it; account dialogs are bottom sheets @phone', async ({
  page,
}) => {
  await fundedPlayer(page.request)
  await openPage(page, '/sports/schedule?sport=football')
  const tabs = page.getByRole('navigation', { name: 'Quick actions' })
  await page.locator('main li[data-match] button[data-outcome]:not([disabled])').first().click()
  const sheet = page.getByRole('dialog', { name: 'Bet slip' })
  await expect(sheet).toBeVisible()
  const slipTab = tabs.getByRole('button', { name: 'Bet slip' })
  await expect(slipTab).toHaveAttribute('aria-expanded', 'true')
  expect(await overlap(sheet, tabs)).toBe(false)
  // The banner is under the sheet's dim, never over its buttons: a trial click would find
  // another element at the button's centre.
  await sheet.getByRole('textbox', { name: 'Stake (EUR)' }).fill('1')
  const place = sheet.getByRole('button', { name: 'Place bet' })
  await place.scrollIntoViewIfNeeded()
  await place.click({ trial: true, timeout: 10_000 })
  await slipTab.click()
  await expect(sheet).toBeHidden()
  await expect(slipTab).toHaveAttribute('aria-expanded', 'false')

  await tabs.getByRole('button', { name: 'Deposit' }).click()
  const deposit = page.getByRole('dialog', { name: 'Deposit' })
  await expect(deposit).toHaveAttribute('data-layout', 'sheet')
  const box = await deposit.boundingBox()
  const viewport = page.viewportSize()
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height)
})

test('on desktop, the header reaches every section: promotions, jackpots and the partner products under More @desktop', async ({
  page,
}) => {
  await openPage(page, '/sports')
  const header = page.getByRole('banner')
  const more = header.locator('summary', { hasText: 'More' })
  await expect(more).toBeVisible()
  await more.click()
  const menu = header.getByRole('navigation', { name: 'More' })
  for (const name of ['Promotions', 'Jackpots', 'Horse racing', 'Lotteries', 'Premium cricket'])
    await expect(menu.getByRole('link', { name })).toBeVisible()
  await menu.getByRole('link', { name: 'Jackpots' }).click()
  await expect(page).toHaveURL(/\/sports\/jackpots$/)
  // The menu closes on navigation, and marks where the player is.
  await expect(menu).toBeHidden()
  await more.click()
  await expect(menu.getByRole('link', { name: 'Jackpots' })).toHaveAttribute('aria-current', 'page')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('the footer’s content is 1248 px wide wherever the page has the room, centred, and no sidebar covers it @desktop', async ({
  page,
  context,
  baseURL,
}) => {
  // Consent given long ago: the cookie banner, fixed at the bottom, would cover the footer.
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL ?? '' }])
  await openPage(page, '/sports/about')
  const content = page.getByRole('contentinfo').locator('> div')
  for (const width of [1024, 1440, 1920, 2560]) {
    await page.setViewportSize({ width, height: 900 })
    // The page's width without a scrollbar.
    const inner = await page.evaluate(() => document.documentElement.clientWidth)
    const box = await content.boundingBox()
    if (!box) throw new Error('no footer content')
    // 1 rem of padding each side of the footer.
    expect(Math.round(box.width), `at ${String(width)} px`).toBe(Math.min(1248, inner - 32))
    expect(
      Math.abs(box.x + box.width / 2 - inner / 2),
      `centred at ${String(width)} px`,
    ).toBeLessThan(1)
    // At the bottom of the page the sticky sidebars end where the footer begins: every link
    // there is the element a click lands on.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight)
    })
    const covered = await content.evaluate((footer) =>
      [...footer.querySelectorAll('a')]
        .filter((link) => {
          const { x, y, width, height } = link.getBoundingClientRect()
          const hit = document.elementFromPoint(x + width / 2, y + height / 2)
          return !hit || !link.contains(hit)
        })
        .map((link) => link.textContent),
    )
    expect(covered, `links covered at ${String(width)} px`).toEqual([])
  }
})

test('scrolled, the bet slip column starts where the sticky header ends @desktop', async ({
  page,
}) => {
  await openPage(page, '/sports')
  const header = page.getByRole('banner')
  for (const width of [1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => {
      window.scrollTo(0, 300)
    })
    await expect
      .poll(
        async () => {
          const [top, slip] = [await header.boundingBox(), await slipPanel(page).boundingBox()]
          return top && slip ? Math.round(slip.y - (top.y + top.height)) : undefined
        },
        `at ${String(width)} px`,
      )
      .toBe(0)
  }
})
