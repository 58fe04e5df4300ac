import { dayInZone } from '@sportsbook/domain'
import { expect, test, type Page } from '@playwright/test'

// Issue 22: times, days and date headers in the player's own time zone, the same in the
// server's HTML and after hydration.

const KICK_OFF = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const

/** Console messages React and Next print when server HTML and the first client render differ. */
function hydrationComplaints(page: Page): string[] {
  const complaints: string[] = []
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text()))
      complaints.push(message.text())
  })
  return complaints
}

for (const timeZone of ['Europe/Berlin', 'America/New_York']) {
  test.describe(`in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone, locale: 'en-GB' })

    test('the schedule shows kick-offs and day headers in the player’s zone @desktop', async ({
      page,
      context,
    }) => {
      const complaints = hydrationComplaints(page)
      await page.goto('/sports/schedule')
      // The first visit stores the browser's zone; the server renders in it from then on.
      await expect
        .poll(async () =>
          decodeURIComponent((await context.cookies()).find((c) => c.name === 'tz')?.value ?? ''),
        )
        .toBe(timeZone)
      const days = page.locator('main section[data-day]')
      const row = days.first().locator('[data-match]').first()
      // Once the server's parts are rendered again in the zone, the first day's header and its
      // first kick-off agree on the day (on a slow machine this may take a moment).
      let start = Number.NaN
      await expect(async () => {
        const firstDay = (await days.first().getAttribute('data-day')) ?? ''
        start = Date.parse((await row.locator('time').getAttribute('datetime')) ?? '')
        expect(dayInZone(start, timeZone)).toBe(firstDay)
      }).toPass({ timeout: 15_000 })
      await expect(page.locator('html')).not.toHaveAttribute('data-tz-pending')
      await expect(row.locator('time')).toHaveText(
        new Intl.DateTimeFormat('en', { ...KICK_OFF, timeZone }).format(start),
      )

      // A reload is rendered in the zone by the server: the HTML already has the right text.
      // Read within one response, since a match may kick off (and leave the schedule) meanwhile.
      const html = await (await page.request.get('/sports/schedule')).text()
      const served =
        /data-day="([^"]+)"[^>]*><h2[^>]*>([^<]*)<\/h2>[\s\S]*?<time datetime="([^"]+)"[^>]*>([^<]*)<\/time>/i.exec(
          html,
        )
      expect(served, 'the schedule HTML has a day with a kick-off').not.toBeNull()
      const [, servedDay = '', servedHeading = '', servedStart = '', servedText = ''] = served ?? []
      expect(dayInZone(Date.parse(servedStart), timeZone)).toBe(servedDay)
      expect(servedText).toBe(
        new Intl.DateTimeFormat('en', { ...KICK_OFF, timeZone }).format(Date.parse(servedStart)),
      )
      await expect(page.locator(`main section[data-day="${servedDay}"] h2`)).toHaveText(
        servedHeading.replace(/&amp;/g, '&'),
      )
      await page.reload()
      await expect(page.locator(`main time[datetime="${servedStart}"]`).first()).toHaveText(
        servedText,
      )
      expect(complaints).toEqual([])
    })

    test('a day of the date filter lists that day of the player’s zone @desktop', async ({
      page,
      context,
    }) => {
      await page.goto('/sports/schedule')
      await expect
        .poll(async () => (await context.cookies()).some((c) => c.name === 'tz'))
        .toBe(true)
      await page.reload()
      const filter = page.getByRole('combobox', { name: 'Day' })
      const tomorrow = (await filter.locator('option').nth(2).getAttribute('value')) ?? ''
      await page.goto(`/sports/schedule?date=${tomorrow}`)
      const times = page.locator('main [data-match] time')
      await expect(times.first()).toBeVisible()
      const instants = await times.evaluateAll((nodes) =>
        nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')),
      )
      expect(instants.map((instant) => dayInZone(instant, timeZone))).toEqual(
        instants.map(() => tomorrow),
      )
      await expect(page.locator('main section[data-day]')).toHaveCount(1)
    })
  })
}
