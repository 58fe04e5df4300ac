import { expect, test } from '@playwright/test'

// Issue 10: prices arrive from the feed over the push connection and change the buttons.
test('the live page shows a price change arriving from the feed', async ({ page }) => {
  // The page's own centrifuge client asks for fossil deltas and the gateway grants them.
  const sent: string[] = []
  const received: string[] = []
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => sent.push(String(frame.payload)))
    socket.on('framereceived', (frame) => received.push(String(frame.payload)))
  })
  await page.goto('/sports/live')
  const buttons = page.locator('main [data-outcome]')
  await expect(buttons.first()).toBeVisible()
  const labelsOf = () => buttons.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))
  const before = await labelsOf()
  expect(before.length).toBeGreaterThan(2)
  expect(before[0]).toMatch(/^.+, \d+\.\d{2}$/)
  // Each match has its own prices (outcome ids repeat across matches; keys must not).
  const prices = new Set(before.map((label) => label?.split(', ').pop()))
  expect(prices.size).toBeGreaterThan(2)
  await expect
    .poll(async () => (await labelsOf()).some((label, i) => label !== before[i]), {
      timeout: 10_000,
    })
    .toBe(true)
  expect(
    sent.some((f) =>
      /"subscribe":\{[^}]*"channel":"public:match:[^"]+"[^}]*"delta":"fossil"/.test(f),
    ),
  ).toBe(true)
  expect(received.some((f) => f.includes('"delta":true'))).toBe(true)
  await page.screenshot({ path: `../../.test-output/live-${test.info().project.name}.png` })
})
