import { expect, test } from '@playwright/test'
import { apiErrorSchema } from '@sportsbook/contracts'

test('serves /sports in the default locale without a prefix (spec §2)', async ({ page }) => {
  const response = await page.goto('/sports')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sportsbook')
})

test('lists the sports from the api, named in the page locale', async ({ page }) => {
  await page.goto('/sports')
  const menu = page.getByRole('navigation', { name: 'Sports' })
  await expect(menu.locator('[data-sport="football"]')).toContainText('Football')
  await expect(menu.locator('li')).toHaveCount(10)
  await page.goto('/de/sports')
  await expect(
    page.getByRole('navigation', { name: 'Sports' }).locator('[data-sport="football"]'),
  ).toContainText('Fußball')
})

test('serves /de/sports with <html lang="de">', async ({ page }) => {
  const response = await page.goto('/de/sports')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('renders the page on the server, not only in the browser', async ({ request }) => {
  const html = await (await request.get('/pt-BR/sports')).text()
  expect(html).toContain('<html lang="pt-BR">')
  expect(html).toContain('<h1>Sportsbook</h1>')
  expect(html).toContain('Futebol')
})

test('redirects the explicit default prefix and the bare root to /sports', async ({ page }) => {
  await page.goto('/en/sports?time=today')
  expect(new URL(page.url()).pathname).toBe('/sports')
  expect(new URL(page.url()).search).toBe('?time=today')
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/sports')
})

test('answers an unknown page with 404', async ({ page }) => {
  const response = await page.goto('/de/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('This page does not exist')).toBeVisible()
})

test('proxies /api to the api on the same origin', async ({ request }) => {
  const response = await request.get('/api/v2/no-such-route')
  expect(response.status()).toBe(404)
  const body = apiErrorSchema.parse(await response.json())
  expect(body.error.code).toBe('not_found')
  expect(body.error.message).toContain('/api/v2/no-such-route')
})
