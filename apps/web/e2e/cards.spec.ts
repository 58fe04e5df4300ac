import { expect, test, type Locator } from '@playwright/test'
import { openPage } from './support/slip'

// Issue 22: cards a player recognises — crests, flags, sport icons, the secondary market.

/** Whether an image element loaded a real picture (through the image proxy). */
const loaded = (image: Locator) =>
  image.evaluate(
    (node) => node instanceof HTMLImageElement && node.complete && node.naturalWidth > 0,
  )

test('football cards show both crests, the country flag and the secondary market; sports have icons', async ({
  page,
  isMobile,
}) => {
  await openPage(page, '/sports/football')
  const card = page
    .locator('main li[data-match]')
    .filter({ has: page.locator('[data-flag]') })
    .filter({ has: page.locator('[data-secondary]') })
    .first()
  await card.scrollIntoViewIfNeeded()
  const logos = card.locator('img[data-logo]')
  await expect(logos).toHaveCount(2)
  await expect.poll(() => loaded(logos.first())).toBe(true)
  await expect.poll(() => loaded(card.locator('img[data-flag]'))).toBe(true)
  // Beside the main market on a wide screen; phones keep to the main one.
  const secondary = card.locator('[data-secondary]')
  if (isMobile) await expect(secondary).toBeHidden()
  else {
    await expect(secondary).toBeVisible()
    await expect(secondary.locator('button[data-outcome]')).toHaveCount(2)
  }

  if (!isMobile) {
    const icon = page
      .getByRole('navigation', { name: 'Sports', exact: true })
      .locator('svg[data-sport-icon="football"]')
    await expect(icon).toBeVisible()
    // The <use> found its symbol: the icon has drawn something.
    await expect
      .poll(() => icon.evaluate((svg) => (svg as SVGGraphicsElement).getBBox().width))
      .toBeGreaterThan(0)
  }
})
