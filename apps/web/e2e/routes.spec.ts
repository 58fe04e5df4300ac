import { SPORT_DEFINITIONS } from '@sportsbook/feed'
import { expect, test } from '@playwright/test'
import { tournamentsResponseSchema } from '@sportsbook/contracts'
import { expectNoSeriousA11yViolations } from './support/accessibility'

/**
 * Every screen of spec §2.2 with a page of its own, whether search engines may index it, and
 * whether it lists matches (odds buttons).
 */
const ROUTES: readonly { path: string; index: boolean; lists?: boolean }[] = [
  { path: '/', index: true, lists: true },
  { path: '/football', index: true, lists: true },
  { path: '/live', index: true, lists: true },
  { path: '/cybersport', index: true },
  { path: '/favorites', index: false },
  { path: '/schedule', index: true },
  { path: '/results', index: true },
  { path: '/promotions', index: true },
  { path: '/jackpots', index: true },
  { path: '/jackpots/e2e-dollars', index: true },
  { path: '/general-rules', index: true },
  { path: '/about', index: true },
  { path: '/racing', index: true },
  { path: '/lotteries', index: true },
  { path: '/premium-cricket', index: true },
  { path: '/virtual-gaming-arena', index: true },
  { path: '/init-sportsbook', index: false },
  { path: '/500', index: false },
  { path: '/blocked', index: false },
  { path: '/locked', index: false },
  { path: '/responsible-gaming', index: true },
]

const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'de', prefix: '/de' },
] as const

for (const route of ROUTES) {
  // Phones see the list pages (axe included); the other pages share the phone frame those cover.
  const tag = route.lists ? [] : ['@desktop']
  test(
    `/sports${route.path === '/' ? '' : route.path}: server HTML in en and de with metadata; the page with axe`,
    { tag },
    async ({ page, request, baseURL, isMobile }) => {
      for (const { locale, prefix } of LOCALES) {
        const url = `${prefix}/sports${route.path === '/' ? '' : route.path}`
        // The server HTML is the same for every viewport: read it once, on desktop.
        if (!isMobile) {
          const response = await request.get(url, { maxRedirects: 0 })
          expect(response.status(), url).toBe(200)
          const html = await response.text()
          expect(html).toContain(`<html lang="${locale}" dir="ltr"`)
          expect(html).toContain(`<link rel="canonical" href="${baseURL ?? ''}${url}"/>`)
          expect(html).toContain(`hrefLang="de" href="${baseURL ?? ''}/de/sports`)
          expect(html).toContain(`hrefLang="x-default" href="${baseURL ?? ''}/sports`)
          expect(html).toContain(
            `<meta name="robots" content="${route.index ? 'index, follow' : 'noindex, follow'}"/>`,
          )
          expect(html).toMatch(/<meta property="og:image" content="[^"]+opengraph-image/)
          expect(html).toContain('"@type":"Organization"')
        }

        // The page in a browser, in English (the markup does not change with the language, which
        // the server HTML above covers), with axe.
        if (route.path === '/init-sportsbook' || locale !== 'en') continue
        await page.goto(url)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('main')).toBeVisible()
        await expectNoSeriousA11yViolations(page)
      }
    },
  )
}

test(
  '/[sport]/[slug] resolves a category, a league and a match',
  {
    tag: '@desktop',
  },
  async ({ page, request }) => {
    // Three server-rendered pages and axe over the largest (the match page): slow on a busy
    // machine. The routing is the server's, the same for phones.
    test.setTimeout(60_000)
    const answer = await request.get('/api/v2/tournaments?sport_key=football&limit=1')
    const league = tournamentsResponseSchema.parse(await answer.json()).data[0]
    expect(league).toBeDefined()
    await page.goto(`/de/sports/football/${league?.category.slug ?? ''}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(league?.category.name ?? '')
    await page.goto(`/sports/football/${league?.slug ?? ''}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(league?.name ?? '')
    const firstMatch = page.locator('main [data-match] a').first()
    const name = await firstMatch.textContent()
    await firstMatch.click()
    // The heading is the scoreboard: home, score, away.
    for (const side of (name ?? '').split(' - '))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(side)
    expect(page.url()).toMatch(/\/sports\/football\/[\w-]+-\d+$/)
    await expectNoSeriousA11yViolations(page)
  },
)

test('unknown addresses answer 404 with the not-found page', async ({ page }) => {
  for (const url of [
    '/de/sports/no-such-sport',
    '/sports/football/no-such-slug',
    '/sports/404',
    '/nowhere',
  ]) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      url.startsWith('/de')
        ? 'Seite nicht gefunden'
        : url === '/nowhere'
          ? 'Page not found'
          : 'Page not found',
    )
  }
})

test('the default locale has no prefix; aliases redirect to their locale (spec §2.1)', async ({
  page,
  request,
}) => {
  // Permanent redirects, with the status spec §8.7 names.
  for (const [from, to] of [
    ['/en/sports/live', '/sports/live'],
    ['/br/sports', '/pt-BR/sports'],
    ['/', '/sports'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to)
  }
  await page.goto('/en/sports/live?time=today')
  expect(new URL(page.url()).pathname).toBe('/sports/live')
  expect(new URL(page.url()).search).toBe('?time=today')
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/sports')
  await page.goto('/br/sports')
  expect(new URL(page.url()).pathname).toBe('/pt-BR/sports')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
})

test('account routes open their dialogs over the sports home', async ({ page }) => {
  await page.goto('/de/sports/users/sign-in')
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/de/sports')
  expect(new URL(page.url()).search).toBe('')
  await page.goto('/sports/users/password/edit?reset_password_token=tok123')
  await expect(page.getByRole('dialog', { name: 'Choose a new password' })).toBeVisible()
  expect(new URL(page.url()).search).toBe('')
})

test('right to left under the flag only for right-to-left languages (spec §2.7)', async ({
  request,
}) => {
  const arabic = await (await request.get('/ar/sports')).text()
  expect(arabic).toContain('<html lang="ar" dir="rtl"')
  const german = await (await request.get('/de/sports')).text()
  expect(german).toContain('<html lang="de" dir="ltr"')
})

test(
  'lists the sports from the api in the sidebar, named in the page locale',
  { tag: '@desktop' },
  async ({ page }) => {
    // the left sidebar is the desktop layout
    await page.goto('/de/sports')
    const menu = page.getByRole('navigation', { name: 'Sportarten' })
    await expect(menu.locator('[data-sport="football"]')).toContainText('Fußball')
    await expect(menu.locator('li')).toHaveCount(SPORT_DEFINITIONS.length)
  },
)

test('proxies /api to the api on the same origin', async ({ request }) => {
  const response = await request.get('/api/v2/no-such-route')
  expect(response.status()).toBe(404)
  const body = (await response.json()) as { error: { code: string } }
  expect(body.error.code).toBe('not_found')
})

test(
  'scripts, styles and images come from the asset origin in front of the site (ASSET_PREFIX)',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/sports/football')
    await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible()
    const asset = /^http:\/\/127\.0\.0\.1:\d+\//
    expect(await page.locator('script[src*="/_next/"]').first().getAttribute('src')).toMatch(asset)
    expect(await page.locator('link[rel="stylesheet"]').first().getAttribute('href')).toMatch(asset)
    const flag = page.getByRole('region', { name: 'Countries and regions' }).locator('img').first()
    await expect(flag).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/image\?url=/)
    // Flags load lazily: in view, it loads from there.
    await flag.scrollIntoViewIfNeeded()
    await expect
      .poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    // Loaded from there, the page runs: the sports menu's search opens.
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  },
)
