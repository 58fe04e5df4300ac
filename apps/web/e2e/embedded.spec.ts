import { expect, test, type Page } from '@playwright/test'
import { signedInPlayer } from './support/players'

// Issue 12: the example host platform (examples/host-platform, its own port) embeds the
// sportsbook from another port and answers its messages.
/** playwright.config.ts starts the host page on this port. */
const HOST = 'http://127.0.0.1:3190/'

async function openHost(page: Page, query = '') {
  await page.goto(`${HOST}${query}`)
  await expect(page.locator('#status')).toHaveText('Sportsbook ready', { timeout: 20_000 })
  await page.waitForLoadState('networkidle')
}

test(
  'a host page embeds the sportsbook: layout messages size the frame, sign-in goes to the host, a forged message is ignored',
  { tag: '@desktop' },
  async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await openHost(page)
    const frameElement = page.locator('#sportsbook')
    const sportsbook = page.frameLocator('#sportsbook')
    // The host sized the frame to the content it was told about: no scrollbar inside.
    await expect
      .poll(() => frameElement.evaluate((f: HTMLElement) => Number(f.dataset.layoutMessages ?? 0)))
      .toBeGreaterThan(0)
    const frameHeight = await frameElement.evaluate((f) => f.getBoundingClientRect().height)
    expect(frameHeight).toBeGreaterThan(1000)

    // A third-party frame of another origin tells the sportsbook the host handles nothing.
    const forger = page.frame({ url: /forger\.html$/ })
    if (!forger) throw new Error('the third-party frame did not load')
    await forger.evaluate(() => {
      ;(window as unknown as { forge: () => void }).forge()
    })
    await expect
      .poll(() =>
        warnings.some((w) => w.includes('Embedded mode: ignored a message from http://localhost:')),
      )
      .toBe(true)

    // Sign-in is the host's: the request reaches it and no dialog opens in the frame.
    await sportsbook.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('log', { name: 'Host log' })).toContainText(
      'host: sign_in requested',
    )
    await expect(sportsbook.getByRole('dialog')).toHaveCount(0)
  },
)

test(
  'a host that sizes the frame to each reported height: the height settles and the messages stop',
  { tag: '@desktop' },
  async ({ page }) => {
    await openHost(page)
    const frameElement = page.locator('#sportsbook')
    const messages = () =>
      frameElement.evaluate((f: HTMLElement) => Number(f.dataset.layoutMessages ?? 0))
    // Was: a message every ~100 ms, each a few pixels taller, for ever.
    let last = -1
    await expect
      .poll(
        async () => {
          const now = await messages()
          const settled = now === last
          last = now
          return settled
        },
        { intervals: [1_500], timeout: 30_000 },
      )
      .toBe(true)
    // Settled on the page's own height, which is what the frame shows (content that arrives
    // late on a slow machine — the live list — moves both, so the two are compared until equal).
    await expect
      .poll(async () => {
        const height = await frameElement.evaluate((f) => f.getBoundingClientRect().height)
        const content = await page
          .frameLocator('#sportsbook')
          .locator('body')
          .evaluate((body) => Math.ceil(body.getBoundingClientRect().height))
        return Math.abs(height - content)
      })
      .toBeLessThanOrEqual(1)
  },
)

test(
  'inside a tall frame a sheet opens where the player is looking, not at the frame’s far end',
  { tag: '@desktop' },
  async ({ page }) => {
    await openHost(page)
    const sportsbook = page.frameLocator('#sportsbook')
    // The player has scrolled the host well into the frame.
    await page.evaluate(() => {
      window.scrollTo(0, 1500)
    })
    const viewport = page.viewportSize()
    if (!viewport) throw new Error('no viewport')
    await expect
      .poll(() =>
        page
          .frame({ name: 'sportsbook' })
          ?.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--visible-top'),
          ),
      )
      .toMatch(/^1[0-9]{3}(\.\d+)?px$/)
    // Open the search sheet without scrolling the host back to the button.
    await sportsbook
      .getByRole('banner')
      .getByRole('button', { name: 'Search' })
      .dispatchEvent('click')
    const sheet = sportsbook.getByRole('dialog')
    await expect(sheet).toBeVisible()
    const box = await sheet.boundingBox()
    if (!box) throw new Error('no sheet box')
    expect(box.y).toBeGreaterThanOrEqual(0)
    // Within a few pixels (borders, rounding) of the host's viewport, not thousands below it.
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 8)
    await page.screenshot({ path: '../../.test-output/embedded-sheet-desktop.png' })
  },
)

test(
  'with iframe-auth-preloaders, a visitor’s host preloads its sign-in and sign-up frames; a player’s does not',
  { tag: '@desktop' },
  async ({ page }) => {
    await openHost(page)
    const log = page.getByRole('log', { name: 'Host log' })
    await expect(log).toContainText('host: sign_in, sign_up preloaded')
    await expect(page.locator('#preloaded-sign_in')).toHaveCount(1)
    await expect(page.locator('#preloaded-sign_up')).toHaveCount(1)
    // A host that handles only sign-up preloads only that.
    await openHost(page, '?listeners=sign_up')
    await expect(log).toContainText('host: sign_up preloaded')
    await expect(page.locator('#preloaded-sign_in')).toHaveCount(0)
    // A signed-in player's frame asks for nothing.
    await signedInPlayer(page.request)
    await openHost(page)
    await expect(
      page
        .frameLocator('#sportsbook')
        .getByRole('banner')
        .getByRole('button', { name: /^Account menu of/ }),
    ).toBeVisible()
    await expect(log).not.toContainText('preloaded')
  },
)

test(
  'the casino signs its player in, and the sportsbook in its frame is signed in as the same player',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const email = await signedInPlayer(request)
    await openHost(page)
    const sportsbook = page.frameLocator('#sportsbook')
    const casino = page.getByRole('banner')
    // A player the sportsbook does not know: the frame says it could not sign them in.
    await casino.getByLabel('Casino e-mail').fill('nobody-here@example.com')
    await casino.getByRole('button', { name: 'Sign in to the casino' }).click()
    await expect(sportsbook.getByTestId('alert-region')).toContainText(
      'The casino could not sign you in here',
    )
    await casino.getByLabel('Casino e-mail').fill(email)
    await casino.getByRole('button', { name: 'Sign in to the casino' }).click()
    await expect(
      sportsbook.getByRole('banner').getByRole('button', { name: /^Account menu of Test Player/ }),
    ).toBeVisible()
    await expect(sportsbook.locator('header [data-balance]')).toContainText('€0.00')
  },
)

test(
  'a host that handles no sign-in or deposit: the sportsbook in its frame refuses them with a notice',
  { tag: '@desktop' },
  async ({ page }) => {
    const reports: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('[error report]')) reports.push(message.text())
    })
    await openHost(page, '?listeners=')
    const sportsbook = page.frameLocator('#sportsbook')
    const signIn = sportsbook.getByRole('banner').getByRole('button', { name: 'Sign in' })
    // Shown unavailable before it is tried; a click says why.
    await expect(signIn).toHaveAttribute('aria-disabled', 'true')
    // aria-disabled keeps it focusable; Playwright counts it disabled, a player can click it.
    await signIn.click({ force: true })
    await expect(sportsbook.getByTestId('alert-region')).toContainText('not available here')
    await expect(sportsbook.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('log', { name: 'Host log' })).not.toContainText('requested')
    // Spec §8: a missing host handler is reported.
    await expect
      .poll(() => reports.join('\n'))
      .toContain('The host page has no handler for sign_in')
    // Sign up says so in its own words.
    const signUp = sportsbook.getByRole('banner').getByRole('button', { name: 'Sign up' })
    await expect(signUp).toHaveAttribute('aria-disabled', 'true')
    await expect(signUp).toHaveAttribute('title', 'Sign up through the site around the sportsbook')
  },
)

test(
  'a host that signs its player in but handles no deposit: Deposit is shown unavailable before it is tried',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const email = await signedInPlayer(request)
    await openHost(page, '?listeners=sign_in,sign_up')
    const sportsbook = page.frameLocator('#sportsbook')
    const casino = page.getByRole('banner')
    await casino.getByLabel('Casino e-mail').fill(email)
    await casino.getByRole('button', { name: 'Sign in to the casino' }).click()
    const deposit = sportsbook.getByRole('banner').getByRole('button', { name: 'Deposit' })
    await expect(deposit).toHaveAttribute('aria-disabled', 'true')
    await expect(deposit).toHaveAttribute('title', 'Deposit through the site around the sportsbook')
    await deposit.click({ force: true })
    await expect(sportsbook.getByTestId('alert-region')).toContainText('not available here')
    await expect(sportsbook.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('log', { name: 'Host log' })).not.toContainText('requested')
  },
)
